import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * The log's filters as the address holds them: what a reload keeps, Back returns to, and
 * another screen links to (a post's history: `?objectType=post&objectId=12`).
 */
export const activityFilterNames = [
  'actor',
  'action',
  'objectType',
  'objectId',
  'from',
  'to',
] as const;
export type ActivityFilterName = (typeof activityFilterNames)[number];
export type ActivityFilters = Partial<Record<ActivityFilterName, string>>;

export const activityPageSize = 25;

/** `filters` as a query string (no leading `?`), for the API, its export and the address. */
export function activityQuery(
  filters: ActivityFilters,
  extra: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** The screen's filters and page in its address; changing either is a navigation. */
export function useActivityAddress() {
  const { urlParsed, urlPathname } = usePageContext();
  const search = urlParsed.search;
  const filters: ActivityFilters = {};
  for (const name of activityFilterNames) if (search[name]) filters[name] = search[name];
  const page = Math.max(0, Number(search.page ?? 0) || 0);
  const go = (next: ActivityFilters, nextPage: number) => {
    const query = activityQuery(next, nextPage > 0 ? { page: nextPage } : {});
    return navigate(`${urlPathname}${query ? `?${query}` : ''}`, { keepScrollPosition: true });
  };
  return {
    filters,
    page,
    setFilters: (next: ActivityFilters) => go(next, 0),
    setPage: (next: number) => go(filters, next),
  };
}
