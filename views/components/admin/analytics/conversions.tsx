import type { AnalyticsRange } from '#src/schemas/analytics';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { tablesOver } from './breakdown-table';
import { campaign, conversionRate, landingPage, leads, source, visitors } from './columns';
import { formatCount, formatRate } from './figures';
import { AnalyticsSection } from './section';

type Conversions = AnalyticsSummary['conversions'];

/** Visitors, leads and their rate: the columns every conversion table ends with. */
const outcome = [visitors, leads, conversionRate];

/** Which sources, campaigns and landing pages brought leads, with their conversion rates. */
export function ConversionTables({
  conversions,
  range,
}: {
  conversions: Conversions;
  range: AnalyticsRange;
}) {
  const table = tablesOver(range);
  return (
    <AnalyticsSection
      id="analytics-conversions"
      title="Conversions"
      intro={
        <>
          {formatCount(conversions.leads)} {conversions.leads === 1 ? 'lead' : 'leads'} from the
          site&apos;s forms, {formatRate(conversions.rate)} of visitors, by where the visit began.
        </>
      }
    >
      {/* One below another: five columns need the full width. */}
      <div className="grid gap-6">
        {table('Conversions by source', 'conversionsBySource', conversions.bySource, [
          source,
          ...outcome,
        ])}
        {table('Conversions by campaign', 'conversionsByCampaign', conversions.byCampaign, [
          campaign,
          source,
          ...outcome,
        ])}
        {table(
          'Conversions by landing page',
          'conversionsByLandingPage',
          conversions.byLandingPage,
          [landingPage, ...outcome],
        )}
      </div>
    </AnalyticsSection>
  );
}
