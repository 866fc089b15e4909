import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './admin-api';

interface Settled<T> {
  key: string;
  data?: T;
  error?: ApiError;
}

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('Something went wrong. Please try again.', null);

/**
 * Reads `path` from the API after the page has loaded (`null` waits). `loading` is true until
 * the answer for the current path arrives; `reload` asks again and `update` changes the data
 * in place, e.g. to drop a deleted row without a round trip.
 */
export function useApiResource<T>(path: string | null) {
  const [version, setVersion] = useState(0);
  const key = path === null ? null : `${version} ${path}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (path === null || key === null) return;
    let current = true;
    api.get<T>(path).then(
      (data) => current && setSettled({ key, data }),
      (error: unknown) => current && setSettled({ key, error: asApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, key]);

  const result = settled && settled.key === key ? settled : null;
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((previous) =>
        previous?.data === undefined ? previous : { ...previous, data: change(previous.data) },
      ),
    [],
  );
  return {
    data: result?.data,
    error: result?.error ?? null,
    loading: key !== null && !result,
    reload,
    update,
  };
}
