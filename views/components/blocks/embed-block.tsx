import type { BlockViewProps } from './types';
import { isWidgetHost } from './widget-hosts';

/**
 * The widget in a frame of its height. A widget on a host that is not a widget host of the
 * settings would show the browser's "refused to connect" page (the security policy blocks the
 * frame), so visitors, and an editor previewing the page, see a link that opens it in a new tab
 * instead.
 */
export function EmbedBlock({ data, site }: BlockViewProps<'embed'>) {
  const allowed = isWidgetHost(data.url, site);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {allowed ? (
        <iframe
          src={data.url}
          title={data.title}
          className="w-full rounded-lg border-0"
          style={{ height: data.height }}
          loading="lazy"
        />
      ) : (
        <p className="rounded-2xl bg-slate-50 p-6 text-slate-700 ring-1 ring-slate-200">
          <a
            href={data.url}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {data.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  );
}
