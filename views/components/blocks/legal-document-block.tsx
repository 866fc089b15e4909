import type { PublicSite } from '#src/config/site';
import { htmlWithSiteFacts } from '#src/content/site-facts';
import { LegalContact, LegalTable } from './legal-parts';
import type { BlockViewProps } from './types';

// In UTC, so that the server and the browser read the same day from a bare date.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Readable typography for the sections' stored HTML (p, ul, ol, h3, a, strong). */
const sectionText =
  'mt-4 space-y-4 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

type LegalSection = BlockViewProps<'legalDocument'>['data']['sections'][number];

/**
 * A section's text. Most are one piece of HTML; one with a table or our contact details has its
 * HTML in parts around them, each keeping the spacing of the whole.
 */
function SectionText({ section, site }: { section: LegalSection; site: PublicSite }) {
  const html = (value: string) => ({ __html: htmlWithSiteFacts(value, site) });
  if (!section.table && !section.after && !section.contactCard) {
    return <div className={sectionText} dangerouslySetInnerHTML={html(section.body)} />;
  }
  return (
    <div className={sectionText}>
      <div className="space-y-4" dangerouslySetInnerHTML={html(section.body)} />
      {section.table && <LegalTable table={section.table} />}
      {section.after && <div className="space-y-4" dangerouslySetInnerHTML={html(section.after)} />}
      {section.contactCard && <LegalContact site={site} />}
    </div>
  );
}

/**
 * A policy or terms: the title, the date the text took effect, a table of contents and numbered
 * sections at their anchors. The HTML was sanitized when the page was saved.
 */
export function LegalDocumentBlock({ data, site }: BlockViewProps<'legalDocument'>) {
  const { effective, sections } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {data.title}
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          {effective.label}:{' '}
          <time dateTime={effective.date}>{dateFormat.format(new Date(effective.date))}</time>
        </p>
        <div
          className="mt-6 space-y-4 text-lg leading-8 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2"
          dangerouslySetInnerHTML={{ __html: htmlWithSiteFacts(data.intro, site) }}
        />
      </header>

      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="legal-contents" className="text-base font-semibold text-slate-900">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm leading-6 marker:text-slate-500 sm:columns-2 sm:gap-8">
          {sections.map((section) => (
            <li key={section.anchor} className="break-inside-avoid">
              <a
                href={`#${section.anchor}`}
                className="text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-4">
        {sections.map((section, index) => (
          <section
            key={section.anchor}
            id={section.anchor}
            aria-labelledby={`${section.anchor}-heading`}
            className="scroll-mt-24 border-b border-slate-100 py-8 last:border-b-0"
          >
            <h2
              id={`${section.anchor}-heading`}
              className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
            >
              <span className="text-slate-500">{index + 1}.</span> {section.title}
            </h2>
            <SectionText section={section} site={site} />
          </section>
        ))}
      </div>
    </article>
  );
}
