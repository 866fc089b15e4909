import { pageQueryParams } from '../config/page-query-params';

/** Vike's client fetches a page's data at `<path>/index.pageContext.json` (`/index…` for `/`). */
const pageDataSuffix = '/index.pageContext.json';

const declared = pageQueryParams.map(({ path, params }) => ({
  pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
  // Sorted once, so the key lists parameters in the same order whatever order they came in.
  params: Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)),
}));

function paramsOf(pathname: string): Array<[string, RegExp]> | undefined {
  const pagePath = pathname.endsWith(pageDataSuffix)
    ? pathname.slice(0, -pageDataSuffix.length) || '/'
    : pathname;
  return declared.find(({ pattern }) => pattern.test(pagePath))?.params;
}

/** The query parameters the page at `pathname` reads (`src/config/page-query-params.ts`). */
export function pageParamNames(pathname: string): string[] {
  return (paramsOf(pathname) ?? []).map(([name]) => name);
}

/**
 * The address an anonymous page is cached under and rendered with: its path plus only the
 * query parameters the page declares (`src/config/page-query-params.ts`), sorted, trimmed, the
 * last value of each (as pages read them), empty or malformed values left out. Every other
 * parameter is dropped, so made-up query strings all share the clean page's entry.
 */
export function pageCacheKey(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const pathname = originalUrl.slice(0, queryStart);
  const rules = paramsOf(pathname);
  if (!rules) return pathname;
  const given = new URLSearchParams(originalUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const [name, rule] of rules) {
    const value = given.getAll(name).at(-1)?.trim();
    if (value && rule.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The address a public API answer is cached under: its path plus the query parameters its
 * handler reads (`names`, from its query schema), sorted, with every value given (a repeated
 * parameter is an error the handler answers). Other parameters cannot change the answer, so
 * they share its entry.
 */
export function apiCacheKey(originalUrl: string, names: readonly string[]): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const given = new URLSearchParams(originalUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    for (const value of given.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${originalUrl.slice(0, queryStart)}?${query}` : originalUrl.slice(0, queryStart);
}
