import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { api, type ApiError } from './api';

/** Reads `path` under `key`; an empty path waits (nothing to ask for yet). */
export function useApiQuery<T>(
  key: QueryKey,
  path: string | null,
  options: Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<T, ApiError>({
    queryKey: key,
    queryFn: () => api.get<T>(path ?? ''),
    enabled: path !== null,
    ...options,
  });
}

/**
 * After a change: what is under `queryKey` is out of date, and what is on screen is read again. A
 * read still on its way began before the change, so it is dropped rather than waited for (React
 * Query hands back its answer when the query has no data yet: a list opened with a lead's drawer,
 * the lead erased before the list arrived, kept the erased row).
 */
export async function refreshAfterChange(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** A change that, once it succeeds, marks every query under `invalidates` as out of date. */
export function useApiMutation<Variables, Result = unknown>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation<Result, ApiError, Variables>({
    mutationFn,
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => refreshAfterChange(queryClient, queryKey))),
  });
}
