import type { Knex } from 'knex';
import type { AnalyticsRange, AnalyticsTable } from '../../schemas/analytics';
import type { AnalyticsSummary } from '../../schemas/wire/analytics';
import { csvLine } from '../leads/lead-export';
import { analyticsSummary } from './summary';

/** Rows per table in a CSV export. */
const exportRows = 10_000;

function tableRows(summary: AnalyticsSummary, table: AnalyticsTable): object[] {
  switch (table) {
    case 'conversionsBySource':
      return summary.conversions.bySource;
    case 'conversionsByCampaign':
      return summary.conversions.byCampaign;
    case 'conversionsByLandingPage':
      return summary.conversions.byLandingPage;
    default:
      return summary[table];
  }
}

/** Each table's columns, in order: the same even when the range has no rows. */
const tableColumns: Record<AnalyticsTable, readonly string[]> = {
  series: ['date', 'visitors', 'pageviews'],
  pages: ['path', 'visitors', 'pageviews'],
  entryPages: ['path', 'visitors'],
  sources: ['source', 'visitors'],
  campaigns: ['campaign', 'source', 'visitors', 'leads'],
  devices: ['device', 'visitors'],
  browsers: ['browser', 'visitors'],
  conversionsBySource: ['source', 'visitors', 'leads', 'rate'],
  conversionsByCampaign: ['campaign', 'source', 'visitors', 'leads', 'rate'],
  conversionsByLandingPage: ['path', 'visitors', 'leads', 'rate'],
};

/**
 * One dashboard table of a range as CSV lines (header first), with the leads export's guard
 * against cells a spreadsheet would run as formulas.
 */
export async function* analyticsCsv(
  db: Knex,
  query: AnalyticsRange & { table: AnalyticsTable },
  today: string,
): AsyncGenerator<string> {
  const summary = await analyticsSummary(db, query, today, exportRows);
  const rows = tableRows(summary, query.table) as Array<Record<string, unknown>>;
  const columns = tableColumns[query.table];
  yield csvLine([...columns]);
  for (let start = 0; start < rows.length; start += 1_000) {
    yield rows
      .slice(start, start + 1_000)
      .map((row) => csvLine(columns.map((column) => row[column])))
      .join('');
  }
}
