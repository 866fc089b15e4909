import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { leadSorts } from '#src/schemas/leads';

/** The list's filters as the address holds them: what a reload keeps and Back returns to. */
export const filterNames = [
  'status',
  'kind',
  'owner',
  'source',
  'campaign',
  'from',
  'to',
  'q',
  'sort',
] as const;
export type FilterName = (typeof filterNames)[number];
export type LeadFilters = Partial<Record<FilterName, string>>;

export const leadsPageSize = 20;

export const sortLabels: Record<(typeof leadSorts)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  status: 'Status',
};

/** The filters set in `search`, without empty ones. */
export function filtersOf(search: Record<string, string>): LeadFilters {
  const filters: LeadFilters = {};
  for (const name of filterNames) if (search[name]) filters[name] = search[name];
  return filters;
}

/** `filters` as a query string (no leading `?`), for the API, its export and the address. */
export function filterQuery(filters: LeadFilters, extra: Record<string, string | number> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/**
 * The leads screen's state in its address: filters, page and the open lead. Changing any of
 * them is a navigation, so Back undoes it.
 */
export function useLeadsAddress() {
  const { urlParsed, urlPathname } = usePageContext();
  const search = urlParsed.search;
  const filters = filtersOf(search);
  const page = Math.max(0, Number(search.page ?? 0) || 0);
  const openLead = /^\d{1,9}$/.test(search.lead ?? '') ? Number(search.lead) : null;
  const go = (next: LeadFilters, nextPage: number, lead: number | null) => {
    const query = filterQuery(next, {
      ...(nextPage > 0 ? { page: nextPage } : {}),
      ...(lead ? { lead } : {}),
    });
    return navigate(`${urlPathname}${query ? `?${query}` : ''}`, { keepScrollPosition: true });
  };
  return {
    filters,
    page,
    openLead,
    setFilters: (next: LeadFilters) => go(next, 0, null),
    setPage: (next: number) => go(filters, next, null),
    showLead: (id: number | null) => go(filters, page, id),
  };
}
