import type { PublicSite } from '#src/config/site';
import { telHref } from '#src/content/site-facts';

/** A table of a legal section; focusable, so keyboard users can scroll it sideways on a phone. */
export function LegalTable({
  table,
}: {
  table: {
    label: string;
    caption: string;
    columns: readonly string[];
    rows: readonly (readonly string[])[];
  };
}) {
  const cell = 'pr-4 last:pr-0';
  return (
    <section
      className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      tabIndex={0}
      aria-label={table.label}
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="border-b border-slate-300 text-slate-900">
          <tr>
            {table.columns.map((heading) => (
              <th key={heading} scope="col" className={`${cell} py-2 font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([name, ...terms], row) => (
            <tr key={row} className="border-b border-slate-200 align-top">
              <th scope="row" className={`${cell} py-3 font-semibold text-slate-900`}>
                {name}
              </th>
              {terms.map((term, column) => (
                <td key={column} className={`${cell} py-3`}>
                  {term}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The company's contact details as the settings give them today. */
export function LegalContact({ site }: { site: PublicSite }) {
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
      <a href={telHref(site.phone)} className="whitespace-nowrap">
        {site.phone}
      </a>
    </address>
  );
}
