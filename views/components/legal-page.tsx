import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PublicSite } from '#src/config/site';

export interface LegalSection {
  /** The anchor the table of contents links to, e.g. `data-we-collect`. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocument {
  title: string;
  /** When the text took effect: `label` is "Last updated" or "Effective", `date` is YYYY-MM-DD. */
  effective: { label: string; date: string };
  intro: (site: PublicSite) => ReactNode;
  sections: (site: PublicSite) => LegalSection[];
}

// In UTC, so that the server and the browser read the same day from a bare date.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A legal page (`+Page.tsx`) showing `document` with the site's name and contact details. */
export function legalPage(document: LegalDocument) {
  return function LegalDocumentPage() {
    const { site } = usePageContext();
    return <LegalPage document={document} site={site} />;
  };
}

/**
 * Shared layout of the legal pages: a title, the date the text took effect, a table of contents
 * and numbered sections. Section bodies are plain elements (p, ul, h3, a, strong); this wrapper
 * gives them readable typography.
 */
function LegalPage({ document, site }: { document: LegalDocument; site: PublicSite }) {
  const { title, effective } = document;
  const sections = document.sections(site);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {effective.label}:{' '}
          <time dateTime={effective.date}>{dateFormat.format(new Date(effective.date))}</time>
        </p>
        <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2">
          {document.intro(site)}
        </div>
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
            <li key={section.id} className="break-inside-avoid">
              <a
                href={`#${section.id}`}
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
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24 border-b border-slate-100 py-8 last:border-b-0"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
            >
              <span className="text-slate-500">{index + 1}.</span> {section.title}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
              {section.content}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** The company's contact details, from the site configuration. */
export function LegalContact() {
  const { site } = usePageContext();
  const { street, city, region, postalCode } = site.address;
  return (
    <address className="rounded-xl border border-slate-200 p-5 not-italic">
      <strong>{site.name}</strong>
      <br />
      {street}
      <br />
      {city}, {region} {postalCode}
      <br />
      Email: <a href={`mailto:${site.email}`}>{site.email}</a>
      <br />
      Phone:{' '}
      <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap">
        {site.phone}
      </a>
    </address>
  );
}
