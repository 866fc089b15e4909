import type { ReactNode } from 'react';
import type { AnalyticsRange, AnalyticsTable } from '#src/schemas/analytics';
import { buttonStyle, DataTable, Panel } from '../kit';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** The export of one of the dashboard's tables over `range` (GET /api/analytics/export.csv). */
function exportHref(table: AnalyticsTable, range: AnalyticsRange) {
  return `/api/analytics/export.csv?${new URLSearchParams({ table, from: range.from, to: range.to })}`;
}

export function DownloadCsv({
  table,
  range,
  title,
}: {
  table: AnalyticsTable;
  range: AnalyticsRange;
  title: string;
}) {
  return (
    <a href={exportHref(table, range)} download className={buttonStyle('secondary', 'sm')}>
      Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
    </a>
  );
}

/** One of the dashboard's tables, in a panel with its CSV download. */
export function BreakdownTable<Row>({
  title,
  table,
  range,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  table: AnalyticsTable;
  range: AnalyticsRange;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <Panel title={title} actions={<DownloadCsv table={table} range={range} title={title} />}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing in this period.</p>
      ) : (
        <DataTable
          caption={`${title}, table`}
          columns={columns.map((column) => column.label)}
          inPanel
          scrollable
        >
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={`px-4 py-2 ${column.numeric ? 'text-right tabular-nums' : 'break-words'} text-slate-800`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
