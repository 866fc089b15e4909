import type { Knex } from 'knex';
import { dailyRowsOf, sqlArray, type Dimension } from './daily-rows';
import { daysBetween, lastDayOfMonth, monthOf } from './days';

export interface FigureRow {
  value: string;
  value2: string;
  visitors: number;
  pageviews: number;
}

export interface RangeFigures {
  /** Every day of the range up to today, zero where nobody came. */
  series: Array<{ date: string; visitors: number; pageviews: number }>;
  /** The top rows of each dimension asked for, most visitors first. */
  rows: Partial<Record<Dimension, FigureRow[]>>;
}

export interface RangeQuery {
  from: string;
  to: string;
  /** Today (UTC): read from the raw events, like any past day not rolled up yet. */
  today: string;
  dimensions: readonly Dimension[];
  /** Rows kept per dimension. */
  limit: number;
  /** Only pages under this path (the blog's posts). */
  pathPrefix?: string;
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which days of the range are rolled up, and which of its whole months have monthly rows. */
async function storedPeriods(db: Knex, from: string, to: string) {
  const { rows } = (await db.raw(
    `select 'day' as kind, day::text as at from analytics_daily
       where dimension = 'total' and day between ? and ?
     union all
     select 'month', month::text from analytics_monthly
       where dimension = 'total' and month between ? and ?`,
    [from, to, monthOf(from), to],
  )) as { rows: Array<{ kind: 'day' | 'month'; at: string }> };
  const days = new Set(rows.filter((row) => row.kind === 'day').map((row) => row.at));
  // A month stands in for its days only when the range holds all of them.
  const months = rows
    .filter((row) => row.kind === 'month' && row.at >= from && lastDayOfMonth(row.at) <= to)
    .map((row) => row.at);
  return { days, months };
}

/**
 * A range's figures: the stored rollups of its past days (a whole finished month from its
 * monthly rows), plus the same rows computed live for the days that have none yet (today, or a
 * day whose rollup has not run), summed in SQL. Visitors of several days add up: the visitor id
 * changes every day.
 */
export async function readRange(db: Knex, query: RangeQuery): Promise<RangeFigures> {
  const lastDay = query.to < query.today ? query.to : query.today;
  if (query.from > lastDay) return { series: [], rows: {} };
  const stored = await storedPeriods(db, query.from, lastDay);
  const days = daysBetween(query.from, lastDay);
  const live = days.filter((day) => !stored.days.has(day) || day === query.today);
  const byMonth = new Set(stored.months);
  const byDay = days.filter((day) => stored.days.has(day) && !byMonth.has(monthOf(day)));
  const wanted = sqlArray(query.dimensions);
  const { rows } = (await db.raw(
    `with live as (?),
    picked as (
      select day, dimension, value, value2, visitors, pageviews from analytics_daily
        where dimension = 'total' and day between ? and ?
      union all
      select day, dimension, value, value2, visitors, pageviews from analytics_daily
        where dimension = any(?::text[]) and day = any(?::date[])
      union all
      select month, dimension, value, value2, visitors, pageviews from analytics_monthly
        where dimension = any(?::text[]) and month = any(?::date[])
      union all
      select day, dimension, value, value2, visitors, pageviews from live
        where dimension = 'total' or dimension = any(?::text[])
    ),
    summed as (
      select dimension, case when dimension = 'total' then day::text else value end as value,
        value2, sum(visitors)::int as visitors, sum(pageviews)::int as pageviews
      from picked where dimension <> 'page' or value like ?
      group by 1, 2, 3
    ),
    ranked as (
      select *, row_number() over (
        partition by dimension order by visitors desc, pageviews desc, value) as rank
      from summed
    )
    select dimension, value, value2, visitors, pageviews from ranked
      where rank <= ? or dimension = 'total'`,
    [
      dailyRowsOf(db, live),
      query.from,
      lastDay,
      wanted,
      sqlArray(byDay),
      wanted,
      sqlArray(stored.months),
      wanted,
      likePrefix(query.pathPrefix ?? ''),
      query.limit,
    ],
  )) as { rows: Array<FigureRow & { dimension: Dimension }> };
  return collect(days, rows);
}

function collect(days: string[], rows: Array<FigureRow & { dimension: Dimension }>): RangeFigures {
  const totals = new Map<string, FigureRow>();
  const byDimension: RangeFigures['rows'] = {};
  for (const row of rows) {
    if (row.dimension === 'total') totals.set(row.value, row);
    else (byDimension[row.dimension] ??= []).push(row);
  }
  const series = days.map((date) => ({
    date,
    visitors: totals.get(date)?.visitors ?? 0,
    pageviews: totals.get(date)?.pageviews ?? 0,
  }));
  for (const list of Object.values(byDimension)) {
    list.sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews);
  }
  return { series, rows: byDimension };
}
