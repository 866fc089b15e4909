import { lazy, Suspense } from 'react';

// The form and its validation load only when a dialog opens, not with every page. The server
// has it at once: a lazy component still loading would be streamed after the page, placed by a
// script, and a visitor without scripts would never see the form.
const loadLeadForm = () => import('./lead-form').then((module) => module.LeadForm);
const LeadForm = import.meta.env.SSR
  ? await loadLeadForm()
  : lazy(() => loadLeadForm().then((loaded) => ({ default: loaded })));

/**
 * A hosted widget in a frame of the height the spec gives, or our own form when none is
 * configured, its leads labelled with `campaign` when given.
 */
export function WidgetFrame({
  url,
  title,
  height,
  fallback,
  campaign,
}: {
  url: string | null;
  title: string;
  height: number;
  fallback: 'contact' | 'booking' | 'quote';
  campaign?: string;
}) {
  if (!url) {
    return (
      <Suspense fallback={<p className="text-slate-600">Loading...</p>}>
        <LeadForm kind={fallback} campaign={campaign} />
      </Suspense>
    );
  }
  return (
    <iframe
      src={url}
      title={title}
      className="w-full rounded-lg border-0"
      style={{ height }}
      loading="lazy"
    />
  );
}
