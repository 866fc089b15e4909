import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useApiQuery } from '../data/queries';

type Filters<Name extends string> = Partial<Record<Name, string>>;

/** `filters` as a query string (no leading `?`, no empty ones), for the API, its export and the address. */
export function listQuery(
  filters: Filters<string>,
  extra: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/**
 * A list screen's filters (those of `names`) and page as its address holds them: what a reload
 * keeps and Back returns to. `go` navigates to other filters, a page and `extra` parameters.
 */
export function useListAddress<Name extends string>(names: readonly Name[]) {
  const { urlParsed, urlPathname } = usePageContext();
  const search = urlParsed.search;
  const filters: Filters<Name> = {};
  for (const name of names) if (search[name]) filters[name] = search[name];
  const page = Math.max(0, Number(search.page ?? 0) || 0);
  const go = (next: Filters<Name>, nextPage: number, extra: Record<string, number> = {}) => {
    const query = listQuery(next, { ...(nextPage > 0 ? { page: nextPage } : {}), ...extra });
    return navigate(`${urlPathname}${query ? `?${query}` : ''}`, { keepScrollPosition: true });
  };
  return { search, filters, page, go };
}

/**
 * Page `page` of a filtered list (`path` answers `limit` rows from `offset`); the table and its
 * pager stay while the next page loads.
 */
export function useListPage<Data>(
  key: { list: (params: Record<string, string | number | undefined>) => QueryKey },
  path: string,
  { filters, page, pageSize }: { filters: Filters<string>; page: number; pageSize: number },
) {
  const query = listQuery(filters, { limit: pageSize, offset: page * pageSize });
  return useApiQuery<Data>(key.list({ ...filters, page }), `${path}?${query}`, {
    placeholderData: keepPreviousData,
  });
}
