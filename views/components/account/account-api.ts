import { useEffect, useState } from 'react';
import { apiRequest } from '../admin/data/api';

export { apiRequest };

/** A read of `path` on a public page (no query cache there): its data, error and a reload. */
export function useAccountData<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    apiRequest<T>('GET', path).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [path, version]);
  return { data, error, reload: () => setVersion((value) => value + 1) };
}

export const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';
export const primaryButton =
  'rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
