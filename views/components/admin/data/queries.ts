import {
  useMutation,
  useQuery,
  useQueryClient,
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

/** A change that, once it succeeds, marks every query under `invalidates` as out of date. */
export function useApiMutation<Variables, Result = unknown>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation<Result, ApiError, Variables>({
    mutationFn,
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
