import type { ReactNode } from 'react';
import { ListSkeleton, LoadError } from './states';

/**
 * The part of a screen that waits for a query: its error, placeholders while it loads, then
 * `children` drawn with the data.
 */
export function QueryState<Data>({
  query,
  placeholder = <ListSkeleton />,
  children,
}: {
  query: { data: Data | undefined; error: { message: string } | null; isPending: boolean };
  placeholder?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  return (
    <>
      {query.error ? <LoadError error={query.error} /> : null}
      {query.isPending ? placeholder : null}
      {query.data ? children(query.data) : null}
    </>
  );
}
