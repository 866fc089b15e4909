import type { Knex } from 'knex';
import type { AnalyticsGlance, PostViews } from '../../schemas/wire/analytics';
import { addDays } from './days';
import { readRange } from './range-figures';

/** The admin dashboard's card: today's visitors and the last 7 days (today included). */
export async function analyticsGlance(db: Knex, today: string): Promise<AnalyticsGlance> {
  const { series } = await readRange(db, {
    from: addDays(today, -6),
    to: today,
    today,
    dimensions: [],
    limit: 0,
  });
  return {
    today: series.at(-1)?.visitors ?? 0,
    series: series.map(({ date, visitors }) => ({ date, visitors })),
  };
}

export const blogPrefix = '/blog/';
const postViewsDays = 30;
const maxPosts = 5_000;

/** Pageviews and visitors of every path under /blog/ over the last 30 days, for the blog manager. */
export async function postViews(db: Knex, today: string): Promise<PostViews> {
  const from = addDays(today, -(postViewsDays - 1));
  const { rows } = await readRange(db, {
    from,
    to: today,
    today,
    dimensions: ['page'],
    limit: maxPosts,
    pathPrefix: blogPrefix,
  });
  return {
    from,
    to: today,
    views: (rows.page ?? [])
      .filter((row) => row.value !== blogPrefix)
      .map((row) => ({ path: row.value, pageviews: row.pageviews, visitors: row.visitors })),
  };
}
