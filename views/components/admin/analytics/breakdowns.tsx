import type { AnalyticsRange } from '#src/schemas/analytics';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { BreakdownTable, type Column } from './breakdown-table';
import { formatCount } from './figures';

const visitors = {
  label: 'Visitors',
  cell: (row: { visitors: number }) => formatCount(row.visitors),
  numeric: true,
};

/** Top pages, entry pages, sources, campaigns, devices and browsers of the period. */
export function Breakdowns({
  summary,
  range,
}: {
  summary: AnalyticsSummary;
  range: AnalyticsRange;
}) {
  const pageColumns: Column<AnalyticsSummary['pages'][number]>[] = [
    { label: 'Page', cell: (row) => row.path },
    visitors,
    { label: 'Page views', cell: (row) => formatCount(row.pageviews), numeric: true },
  ];
  const campaignColumns: Column<AnalyticsSummary['campaigns'][number]>[] = [
    { label: 'Campaign', cell: (row) => row.campaign },
    { label: 'Source', cell: (row) => row.source },
    visitors,
    { label: 'Leads', cell: (row) => formatCount(row.leads), numeric: true },
  ];
  return (
    <div className="mb-6 grid gap-6 xl:grid-cols-2">
      <BreakdownTable
        title="Top pages"
        table="pages"
        range={range}
        rows={summary.pages}
        rowKey={(row) => row.path}
        columns={pageColumns}
      />
      <BreakdownTable
        title="Entry pages"
        table="entryPages"
        range={range}
        rows={summary.entryPages}
        rowKey={(row) => row.path}
        columns={[{ label: 'Page', cell: (row) => row.path }, visitors]}
      />
      <BreakdownTable
        title="Sources"
        table="sources"
        range={range}
        rows={summary.sources}
        rowKey={(row) => row.source}
        columns={[{ label: 'Source', cell: (row) => row.source }, visitors]}
      />
      <BreakdownTable
        title="Campaigns"
        table="campaigns"
        range={range}
        rows={summary.campaigns}
        rowKey={(row) => `${row.campaign}\n${row.source}`}
        columns={campaignColumns}
      />
      <BreakdownTable
        title="Devices"
        table="devices"
        range={range}
        rows={summary.devices}
        rowKey={(row) => row.device}
        columns={[{ label: 'Device', cell: (row) => row.device }, visitors]}
      />
      <BreakdownTable
        title="Browsers"
        table="browsers"
        range={range}
        rows={summary.browsers}
        rowKey={(row) => row.browser}
        columns={[{ label: 'Browser', cell: (row) => row.browser }, visitors]}
      />
    </div>
  );
}
