import { useCallback, useEffect, useState } from 'react';
import { api } from './admin-api';

/**
 * Data an admin screen loads from the API after hydration: `null` while loading, the server's
 * message when it fails, and `reload()` after a change.
 */
export function useAdminData<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    api
      .get<T>(path)
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      current = false;
    };
  }, [path, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error, reload, setData };
}
