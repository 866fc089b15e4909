/** Posts per page on the blog and taxonomy pages (SPEC §9). */
export const pageSize = 6;
/** Far past any real blog; keeps the database offset small whatever is typed in the address. */
const highestPage = 100_000;

/** `?page=` as a page number from 1: anything that is not a positive whole number means 1. */
export function parsePageParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.min(Math.max(Number(value.trim()), 1), highestPage);
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / pageSize));

/** Page numbers to show: all of them when few, else the ends and the current page's neighbours. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = [1, page - 1, page, page + 1, pageCount].filter(
    (number, index, all) => number >= 1 && number <= pageCount && all.indexOf(number) === index,
  );
  shown.sort((a, b) => a - b);
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1]! > 1 ? ['gap' as const, number] : [number],
  );
}

/** A list URL keeping the search; page 1 and an empty search leave their parameters out. */
export function listHref(pathname: string, options: { query?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (options.query) params.set('q', options.query);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
