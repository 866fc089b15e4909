import type { ReactNode } from 'react';
import { Button, FieldFrame } from '../kit';

/** A dashboard tab's search box, with the tab's main action beside it. */
export function ListToolbar({
  id,
  label,
  value,
  onChange,
  action,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <FieldFrame id={id} label={label}>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="mt-1 w-72 max-w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
        />
      </FieldFrame>
      {action}
    </div>
  );
}

/** Previous and Next through the pages of a list, and where the reader is. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
