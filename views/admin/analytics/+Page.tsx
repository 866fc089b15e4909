import { keepPreviousData } from '@tanstack/react-query';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { Breakdowns } from '#views/components/admin/analytics/breakdowns';
import { ConversionTables } from '#views/components/admin/analytics/conversions';
import { RangePicker } from '#views/components/admin/analytics/range-picker';
import { SeriesPanel } from '#views/components/admin/analytics/series-panel';
import { Totals } from '#views/components/admin/analytics/totals';
import { useAnalyticsRange } from '#views/components/admin/analytics/use-analytics-range';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, PageHeading, QueryState } from '#views/components/admin/kit';

export default function AnalyticsPage() {
  const { range, choosePreset, chooseDays } = useAnalyticsRange();
  const days = { from: range.from, to: range.to };
  const summary = useApiQuery<AnalyticsSummary>(
    adminKeys.analytics.list(days),
    `/api/analytics/summary?${new URLSearchParams(days)}`,
    // The figures stay while another period's load.
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <PageHeading
        title="Analytics"
        description="Visits and leads counted by the site itself: no cookies, no stored IP addresses, staff not counted."
      />
      <RangePicker range={range} onPreset={choosePreset} onDays={chooseDays} />
      <QueryState query={summary}>
        {(data) =>
          data.pageviews === 0 && data.previous.pageviews === 0 ? (
            <EmptyState>
              No visits in this period yet. Page views appear here a moment after visitors open the
              site.
            </EmptyState>
          ) : (
            <div aria-busy={summary.isPlaceholderData}>
              <Totals summary={data} />
              <SeriesPanel series={data.series} range={days} />
              <Breakdowns summary={data} range={days} />
              <ConversionTables conversions={data.conversions} range={days} />
            </div>
          )
        }
      </QueryState>
    </>
  );
}
