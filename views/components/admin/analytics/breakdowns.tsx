import type { AnalyticsRange } from '#src/schemas/analytics';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { tablesOver } from './breakdown-table';
import { browser, campaign, device, leads, page, pageViews, source, visitors } from './columns';

/** Top pages, entry pages, sources, campaigns, devices and browsers of the period. */
export function Breakdowns({
  summary,
  range,
}: {
  summary: AnalyticsSummary;
  range: AnalyticsRange;
}) {
  const table = tablesOver(range);
  return (
    <div className="mb-6 grid gap-6 xl:grid-cols-2">
      {table('Top pages', 'pages', summary.pages, [page, visitors, pageViews])}
      {table('Entry pages', 'entryPages', summary.entryPages, [page, visitors])}
      {table('Sources', 'sources', summary.sources, [source, visitors])}
      {table('Campaigns', 'campaigns', summary.campaigns, [campaign, source, visitors, leads])}
      {table('Devices', 'devices', summary.devices, [device, visitors])}
      {table('Browsers', 'browsers', summary.browsers, [browser, visitors])}
    </div>
  );
}
