import type { leadSorts } from '#src/schemas/leads';
import { useListAddress } from '../kit';

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

/**
 * The leads screen's state in its address: filters, page and the open lead. Changing any of
 * them is a navigation, so Back undoes it.
 */
export function useLeadsAddress() {
  const { search, filters, page, go } = useListAddress(filterNames);
  const openLead = /^\d{1,9}$/.test(search.lead ?? '') ? Number(search.lead) : null;
  const goTo = (next: LeadFilters, nextPage: number, lead: number | null) =>
    go(next, nextPage, lead ? { lead } : {});
  return {
    filters,
    page,
    openLead,
    setFilters: (next: LeadFilters) => goTo(next, 0, null),
    setPage: (next: number) => goTo(filters, next, null),
    showLead: (id: number | null) => goTo(filters, page, id),
  };
}
