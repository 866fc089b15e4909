import type { AnalyticsRange } from '#src/schemas/analytics';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { BreakdownTable, type Column } from './breakdown-table';
import { formatCount, formatRate } from './figures';

type Conversions = AnalyticsSummary['conversions'];

/** Visitors, leads and their rate: the columns every conversion table ends with. */
const outcome: Column<{ visitors: number; leads: number; rate: number }>[] = [
  { label: 'Visitors', cell: (row) => formatCount(row.visitors), numeric: true },
  { label: 'Leads', cell: (row) => formatCount(row.leads), numeric: true },
  { label: 'Conversion rate', cell: (row) => formatRate(row.rate), numeric: true },
];

/** Which sources, campaigns and landing pages brought leads, with their conversion rates. */
export function ConversionTables({
  conversions,
  range,
}: {
  conversions: Conversions;
  range: AnalyticsRange;
}) {
  const byCampaign: Column<Conversions['byCampaign'][number]>[] = [
    { label: 'Campaign', cell: (row) => row.campaign },
    { label: 'Source', cell: (row) => row.source },
    ...outcome,
  ];
  return (
    <section aria-labelledby="analytics-conversions" className="mb-6">
      <h2 id="analytics-conversions" className="text-lg font-semibold text-slate-900">
        Conversions
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {formatCount(conversions.leads)} {conversions.leads === 1 ? 'lead' : 'leads'} from the
        site&apos;s forms, {formatRate(conversions.rate)} of visitors, by where the visit began.
      </p>
      {/* One below another: five columns need the full width. */}
      <div className="grid gap-6">
        <BreakdownTable
          title="Conversions by source"
          table="conversionsBySource"
          range={range}
          rows={conversions.bySource}
          rowKey={(row) => row.source}
          columns={[{ label: 'Source', cell: (row) => row.source }, ...outcome]}
        />
        <BreakdownTable
          title="Conversions by campaign"
          table="conversionsByCampaign"
          range={range}
          rows={conversions.byCampaign}
          rowKey={(row) => `${row.campaign}\n${row.source}`}
          columns={byCampaign}
        />
        <BreakdownTable
          title="Conversions by landing page"
          table="conversionsByLandingPage"
          range={range}
          rows={conversions.byLandingPage}
          rowKey={(row) => row.path}
          columns={[{ label: 'Landing page', cell: (row) => row.path }, ...outcome]}
        />
      </div>
    </section>
  );
}
