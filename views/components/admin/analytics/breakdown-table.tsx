import type { AnalyticsRange, AnalyticsTable } from '#src/schemas/analytics';
import { buttonStyle, DataTable, Panel } from '../kit';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A row is told apart by what it counts (its page, its source, its campaign and source). */
function rowKey<Row>(row: Row, columns: readonly Column<Row>[]) {
  return columns
    .filter((column) => !column.numeric)
    .map((column) => column.cell(row))
    .join('\n');
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

/**
 * The dashboard's tables over `range`, one call a table, each in a panel with its CSV download:
 * `table('Sources', 'sources', summary.sources, [source, visitors])`.
 */
export function tablesOver(range: AnalyticsRange) {
  return function drawTable<Row>(
    title: string,
    table: AnalyticsTable,
    rows: readonly Row[],
    columns: readonly Column<Row>[],
  ) {
    return (
      <Panel
        key={table}
        title={title}
        actions={<DownloadCsv table={table} range={range} title={title} />}
      >
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
              <tr key={rowKey(row, columns)}>
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
  };
}
