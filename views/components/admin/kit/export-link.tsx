import type { ReactNode } from 'react';
import { buttonStyle } from './button';

/** A list's CSV download, of the rows its filters (`query`) show. */
export function ExportLink({
  path,
  query,
  children,
}: {
  path: string;
  query: string;
  children: ReactNode;
}) {
  return (
    <a href={`${path}${query ? `?${query}` : ''}`} className={buttonStyle('secondary')} download>
      {children}
    </a>
  );
}
