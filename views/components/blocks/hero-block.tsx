import { htmlWithSiteFacts } from '#src/content/site-facts';
import { BlockButton } from './block-button';
import type { BlockViewProps } from './types';
import { PictureImg } from '../ui/picture-img';

/** The note's links (the demo line's number) stand out. */
const noteClass =
  'mt-6 text-sm text-slate-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline';

/** The top of a page: eyebrow, the page's only h1, a lead paragraph, buttons, a note and artwork. */
export function HeroBlock({ data, site }: BlockViewProps<'hero'>) {
  const { image } = data;
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-2 lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" />
            {data.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {data.title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-700">{data.lead}</p>
          {data.buttons.length > 0 && (
            <div className="mt-8 flex flex-col gap-4 sm:flex-row">
              {data.buttons.map((button) => (
                <BlockButton key={button.label} button={button} />
              ))}
            </div>
          )}
          {data.note && (
            <div
              className={noteClass}
              dangerouslySetInnerHTML={{ __html: htmlWithSiteFacts(data.note, site) }}
            />
          )}
        </div>
        {image && (
          <PictureImg
            picture={image}
            mediaBaseUrl={site.mediaBaseUrl}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-xl"
          />
        )}
      </div>
    </section>
  );
}
