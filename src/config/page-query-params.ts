/**
 * The query parameters each public page reads, and what a value must look like to count.
 *
 * Pages served to anonymous visitors are cached and rendered by their path plus these
 * parameters only (`src/middleware/page-cache-key.ts`): anything else in the address (utm_*,
 * fbclid, gclid, made-up parameters) neither makes a cache entry of its own nor reaches the
 * page. A page that starts reading a parameter must be listed here, or it will never see it.
 */
export interface PageQueryParams {
  /** A page's path; `:name` stands for one path segment. */
  path: string;
  /** Parameter name → the pattern its (trimmed) value must match; other values are left out. */
  params: Record<string, RegExp>;
}

/** `?page=2`: a page number as the list pages read it; anything else means the first page. */
const pageNumber = /^[1-9]\d{0,5}$/;
/** `?q=calls`: any search text. */
const searchText = /\S/;

export const pageQueryParams: readonly PageQueryParams[] = [
  { path: '/blog', params: { q: searchText, page: pageNumber } },
  { path: '/news', params: { q: searchText, page: pageNumber } },
  { path: '/category/:slug', params: { page: pageNumber } },
  { path: '/tag/:slug', params: { page: pageNumber } },
];
