import type { Column } from './breakdown-table';
import { formatCount, formatRate } from './figures';

/* The columns of the dashboard's tables, each the same wherever it appears. */

/** What a row counts: a page, a source, a campaign, … */
const label = <Key extends string>(title: string, key: Key): Column<Record<Key, string>> => ({
  label: title,
  cell: (row) => row[key],
});

/** A figure, lined up on the right. */
const figure = <Key extends string>(
  title: string,
  key: Key,
  format: (value: number) => string = formatCount,
): Column<Record<Key, number>> => ({
  label: title,
  cell: (row) => format(row[key]),
  numeric: true,
});

export const page = label('Page', 'path');
export const landingPage = label('Landing page', 'path');
export const source = label('Source', 'source');
export const campaign = label('Campaign', 'campaign');
export const device = label('Device', 'device');
export const browser = label('Browser', 'browser');

export const visitors = figure('Visitors', 'visitors');
export const pageViews = figure('Page views', 'pageviews');
export const leads = figure('Leads', 'leads');
export const conversionRate = figure('Conversion rate', 'rate', formatRate);
