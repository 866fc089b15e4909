import { htmlWithSiteFacts } from '#src/content/site-facts';
import { RichText } from '../blog/rich-text';
import type { BlockViewProps } from './types';
import { htmlWithMediaUrls } from '#src/content/media-urls';

/** Sanitized HTML (the server sanitized it when the page was saved), with the site's facts. */
export function RichTextBlock({ data, site }: BlockViewProps<'richText'>) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {data.heading && (
        <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {data.heading}
        </h1>
      )}
      <RichText html={htmlWithMediaUrls(htmlWithSiteFacts(data.html, site), site.mediaBaseUrl)} />
    </article>
  );
}
