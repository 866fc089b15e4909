import type { Knex } from 'knex';
import { rangeDays, type AnalyticsRange } from '../../schemas/analytics';
import type { AnalyticsSummary } from '../../schemas/wire/analytics';
import { conversionRate, conversionRows, leadGroups, type LeadGroup } from './lead-conversions';
import { addDays } from './days';
import { readRange, type FigureRow } from './range-figures';

/** Rows per table on the dashboard; the CSV export takes more. */
export const dashboardRows = 100;

const sum = (values: Array<{ visitors: number; pageviews: number }>) =>
  values.reduce(
    (total, day) => ({
      visitors: total.visitors + day.visitors,
      pageviews: total.pageviews + day.pageviews,
    }),
    { visitors: 0, pageviews: 0 },
  );

const countLeads = (groups: readonly LeadGroup[]) =>
  groups.reduce((total, group) => total + group.leads, 0);

const campaignKey = (campaign: string, source: string) => JSON.stringify([campaign, source]);

function conversions(rows: Record<string, FigureRow[] | undefined>, groups: LeadGroup[]) {
  const bySource = conversionRows(
    rows.source ?? [],
    groups,
    (row) => row.value,
    (group) => group.source,
  );
  const byCampaign = conversionRows(
    rows.campaign ?? [],
    groups,
    (row) => campaignKey(row.value, row.value2),
    (group) => (group.campaign ? campaignKey(group.campaign, group.source) : null),
  );
  const byLandingPage = conversionRows(
    rows.entry ?? [],
    groups,
    (row) => row.value,
    (group) => group.landingPath,
  );
  return {
    bySource: bySource.map(({ key, ...row }) => ({ source: key, ...row })),
    byCampaign: byCampaign.map(({ key, ...row }) => {
      const [campaign, source] = JSON.parse(key) as [string, string];
      return { campaign, source, ...row };
    }),
    byLandingPage: byLandingPage.map(({ key, ...row }) => ({ path: key, ...row })),
  };
}

/**
 * The dashboard for a range: totals against the previous range of the same length, the daily
 * series, the top pages, entry pages, sources, campaigns, devices and browsers, and the leads
 * they brought (from the leads table, spam left out).
 */
export async function analyticsSummary(
  db: Knex,
  range: AnalyticsRange,
  today: string,
  limit = dashboardRows,
): Promise<AnalyticsSummary> {
  const length = rangeDays(range.from, range.to);
  const previousRange = { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  const figures = await readRange(db, {
    ...range,
    today,
    limit,
    dimensions: ['page', 'entry', 'source', 'campaign', 'device', 'browser'],
  });
  const before = await readRange(db, { ...previousRange, today, limit: 0, dimensions: [] });
  const groups = await leadGroups(db, range.from, range.to);
  const previousLeads = countLeads(await leadGroups(db, previousRange.from, previousRange.to));
  const totals = sum(figures.series);
  const previousTotals = sum(before.series);
  const leads = countLeads(groups);
  const table = conversions(figures.rows, groups);
  const rows = figures.rows;
  return {
    ...range,
    ...totals,
    previous: {
      ...previousRange,
      ...previousTotals,
      leads: previousLeads,
      rate: conversionRate(previousLeads, previousTotals.visitors),
    },
    series: figures.series,
    pages: (rows.page ?? []).map((row) => ({
      path: row.value,
      visitors: row.visitors,
      pageviews: row.pageviews,
    })),
    entryPages: (rows.entry ?? []).map((row) => ({ path: row.value, visitors: row.visitors })),
    sources: (rows.source ?? []).map((row) => ({ source: row.value, visitors: row.visitors })),
    campaigns: (rows.campaign ?? []).map((row) => ({
      campaign: row.value,
      source: row.value2,
      visitors: row.visitors,
      leads:
        table.byCampaign.find((c) => c.campaign === row.value && c.source === row.value2)?.leads ??
        0,
    })),
    devices: (rows.device ?? []).map((row) => ({ device: row.value, visitors: row.visitors })),
    browsers: (rows.browser ?? []).map((row) => ({ browser: row.value, visitors: row.visitors })),
    conversions: { leads, rate: conversionRate(leads, totals.visitors), ...table },
  };
}
