import { pageWindow } from './paging';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page number, e.g. keeping the search. */
  hrefOf: (page: number) => string;
}

const base =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold';
const idle = `${base} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`;
const current = `${base} bg-brand-700 text-white`;
const disabled = `${base} cursor-not-allowed text-slate-500 ring-1 ring-slate-200`;

/** Previous, numbered pages and Next, as links so every page has an address. */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  const step = (label: 'Previous' | 'Next', target: number, rel: 'prev' | 'next') =>
    target >= 1 && target <= pageCount ? (
      <a href={hrefOf(target)} rel={rel} className={idle}>
        {label}
      </a>
    ) : (
      <span aria-disabled="true" className={disabled}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step('Previous', page - 1, 'prev')}</li>
        {pageWindow(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={hrefOf(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                className={number === page ? current : idle}
              >
                {number}
              </a>
            </li>
          ),
        )}
        <li>{step('Next', page + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
