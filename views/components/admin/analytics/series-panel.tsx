import type { AnalyticsRange } from '#src/schemas/analytics';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { DataTable, formatDate, Panel } from '../kit';
import { DownloadCsv } from './breakdown-table';
import { formatCount } from './figures';
import { SeriesChart } from './series-chart';

const title = 'Visitors and page views';

/** The period day by day: the chart, and beside it the same figures as a table. */
export function SeriesPanel({
  series,
  range,
}: {
  series: AnalyticsSummary['series'];
  range: AnalyticsRange;
}) {
  return (
    <Panel
      title={title}
      className="mb-6"
      actions={<DownloadCsv table="series" range={range} title={title} />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
        <SeriesChart series={series} />
        {/* Scrolls for a long period; focusable so that the keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`${title}, day by day`}
          className="max-h-72 overflow-y-auto rounded-lg border border-slate-200"
        >
          <DataTable
            caption={`${title}, day by day`}
            columns={['Day', 'Visitors', 'Page views']}
            inPanel
          >
            {series.map((day) => (
              <tr key={day.date}>
                <td className="px-4 py-2 text-slate-800">{formatDate(day.date)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(day.visitors)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(day.pageviews)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </div>
    </Panel>
  );
}
