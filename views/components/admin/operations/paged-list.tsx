import type { ReactNode } from 'react';
import { EmptyState, QueryState } from '../kit';
import { ListPager } from './list-pager';
import { operationsPageSize } from './paged-state-list';

/**
 * A paged list's body: load error and placeholders, the empty state, or the items and the
 * pager under them.
 */
export function PagedList<Data extends { total: number }>({
  list,
  count,
  empty,
  pagerLabel,
  children,
}: {
  list: {
    data: Data | undefined;
    error: { message: string } | null;
    isPending: boolean;
    page: number;
    setPage: (page: number) => void;
  };
  /** How many items the page shows. */
  count: (data: Data) => number;
  empty: string;
  pagerLabel: string;
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryState query={list}>
      {(data) =>
        count(data) === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            {children(data)}
            <ListPager
              label={pagerLabel}
              page={list.page}
              pageSize={operationsPageSize}
              total={data.total}
              onPage={list.setPage}
            />
          </>
        )
      }
    </QueryState>
  );
}
