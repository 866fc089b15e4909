import type { Knex } from 'knex';
import { daysBetween, lastDayOfMonth, monthOf } from './days';

/**
 * The one definition of the daily figures, in SQL: the rollup job stores its rows for a past
 * day, and the dashboard computes the same rows for today (and any day not rolled up yet) from
 * the raw events. Each row is (day, dimension, value, value2, visitors, pageviews):
 * - total: the day's visitors and pageviews;
 * - page: visitors who saw the path and its pageviews;
 * - entry, source, campaign (value2 = source), device, browser, os, width: visitors counted
 *   once, by the first pageview of their day (where they came from and landed);
 * - event: visitors who sent the event and how many times (pageviews column).
 */
export const dimensions = [
  'total',
  'page',
  'entry',
  'source',
  'campaign',
  'device',
  'browser',
  'os',
  'width',
  'event',
] as const;
export type Dimension = (typeof dimensions)[number];

const byEntry = (dimension: string, value: string) =>
  `select day, '${dimension}', ${value}, '', count(*)::int, 0 from entry group by day, ${value}`;

const dailyRowsSql = `
with ev as (
  select id, created_at, day, visitor_id, name, path, source, utm_campaign, device, browser, os, width
  from analytics_events where day = any(?::date[])
),
pv as (select * from ev where name = 'pageview'),
entry as (
  select distinct on (day, visitor_id) * from pv order by day, visitor_id, created_at, id
)
select day, 'total' as dimension, '' as value, '' as value2,
  count(distinct visitor_id)::int as visitors, count(*)::int as pageviews from pv group by day
union all
select day, 'page', path, '', count(distinct visitor_id)::int, count(*)::int from pv group by day, path
union all ${byEntry('entry', 'path')}
union all ${byEntry('source', 'source')}
union all
select day, 'campaign', utm_campaign, source, count(*)::int, 0 from entry
  where utm_campaign is not null group by day, utm_campaign, source
union all ${byEntry('device', 'device')}
union all ${byEntry('browser', 'browser')}
union all ${byEntry('os', 'os')}
union all ${byEntry('width', "coalesce(width, 'unknown')")}
union all
select day, 'event', name, '', count(distinct visitor_id)::int, count(*)::int from ev group by day, name`;

/** The daily rows of `days`, computed from the raw events (a subquery for a larger query). */
export const dailyRowsOf = (db: Knex, days: readonly string[]) =>
  db.raw(dailyRowsSql, [sqlArray(days)]);

/**
 * A PostgreSQL array literal of plain words and dates (knex would spread a JS array binding
 * into a list of parameters).
 */
export const sqlArray = (items: readonly string[]) => `{${items.join(',')}}`;

/**
 * Replaces the stored rows of a past day with fresh ones from its raw events, in one
 * transaction: running it again gives the same rows. A day without visits still gets its total
 * row, which marks the day as rolled up.
 */
export async function rollUpDay(db: Knex, day: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('analyticsDaily').where({ day }).delete();
    await trx.raw(
      `insert into analytics_daily (day, dimension, value, value2, visitors, pageviews) ${dailyRowsSql}`,
      [sqlArray([day])],
    );
    await trx('analyticsDaily')
      .insert({ day, dimension: 'total', value: '', value2: '', visitors: 0, pageviews: 0 })
      .onConflict(['day', 'dimension', 'value', 'value2'])
      .ignore();
    await rollUpMonth(trx, monthOf(day));
  });
}

/**
 * Sums a month's daily rows into its monthly rows once every one of its days is rolled up (its
 * total row marks the month as complete); until then the month has none.
 */
export async function rollUpMonth(trx: Knex, month: string): Promise<void> {
  const last = lastDayOfMonth(month);
  await trx('analyticsMonthly').where({ month }).delete();
  const [row] = (await trx('analyticsDaily')
    .where('dimension', 'total')
    .whereBetween('day', [month, last])
    .select(trx.raw('count(*)::int as days'))) as Array<{ days: number }>;
  if ((row?.days ?? 0) < daysBetween(month, last).length) return;
  await trx.raw(
    `insert into analytics_monthly (month, dimension, value, value2, visitors, pageviews)
     select ?::date, dimension, value, value2, sum(visitors)::int, sum(pageviews)::int
     from analytics_daily where day between ? and ? group by dimension, value, value2`,
    [month, month, last],
  );
}
