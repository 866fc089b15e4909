import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiQuery } from '../data/queries';

export const operationsPageSize = 25;

/** A list the API pages and filters by one state: the state chosen, the page, and the read. */
export function usePagedStateList<T, State extends string>(
  key: (params: Record<string, string | number>) => QueryKey,
  path: string,
  stateParam: string,
) {
  const [state, setStateValue] = useState<State | ''>('');
  const [page, setPage] = useState(0);
  const params = new URLSearchParams({
    limit: String(operationsPageSize),
    offset: String(page * operationsPageSize),
    ...(state ? { [stateParam]: state } : {}),
  });
  const query = useApiQuery<T>(key({ state, page }), `${path}?${params.toString()}`, {
    placeholderData: keepPreviousData,
  });
  const setState = (next: State | '') => {
    setStateValue(next);
    setPage(0);
  };
  return { ...query, state, setState, page, setPage };
}
