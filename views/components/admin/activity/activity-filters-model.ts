import { useListAddress } from '../kit';

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

/** The screen's filters and page in its address; changing either is a navigation. */
export function useActivityAddress() {
  const { filters, page, go } = useListAddress(activityFilterNames);
  return {
    filters,
    page,
    setFilters: (next: ActivityFilters) => go(next, 0),
    setPage: (next: number) => go(filters, next),
  };
}
