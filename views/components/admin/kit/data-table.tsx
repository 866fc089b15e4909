import type { ReactNode } from 'react';

/**
 * A list screen's table: a framed panel that scrolls sideways on a narrow screen, a caption for
 * screen readers, the column headings, and a last unnamed column for row actions when asked.
 * Inside a `Panel` (`inPanel`) it drops its own frame. A table that may be wider than its place
 * (`scrollable`) is a named region the keyboard can reach and scroll.
 */
export function DataTable({
  caption,
  columns,
  withActions = false,
  inPanel = false,
  scrollable = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  withActions?: boolean;
  inPanel?: boolean;
  scrollable?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      className={
        inPanel
          ? 'overflow-x-auto'
          : 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm'
      }
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            {withActions ? (
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
