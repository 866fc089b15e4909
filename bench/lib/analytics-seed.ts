import type { Knex } from 'knex';

/*
 * Bulk analytics data for the dashboard bench, made by PostgreSQL itself (generate_series):
 * a million rows in seconds rather than through the API.
 */

/** `count` pageviews (one in twenty a lead event) spread over the last `days` days up to now. */
export async function seedRawEvents(db: Knex, count: number, days: number): Promise<void> {
  await db.raw(
    `insert into analytics_events (created_at, day, visitor_id, name, path, source, referrer_host,
       utm_medium, utm_campaign, device, browser, os, width)
     select at, (at at time zone 'utc')::date, (n::bigint * 7919) % 300000,
       case when n % 20 = 0 then 'lead' else 'pageview' end,
       case when n % 3 = 0 then '/' else '/blog/post-' || (n % 400) end,
       (array['direct', 'google.com', 'bing.com', 'newsletter', 'linkedin.com'])[1 + n % 5],
       (array[null, 'google.com', 'bing.com', null, 'linkedin.com'])[1 + n % 5],
       case when n % 5 = 3 then 'email' end,
       case when n % 5 = 3 then 'campaign-' || (n % 12) end,
       (array['desktop', 'mobile', 'tablet'])[1 + n % 3],
       (array['Chrome', 'Safari', 'Firefox', 'Microsoft Edge'])[1 + n % 4],
       (array['Windows', 'macOS', 'iOS', 'Android', 'Linux'])[1 + n % 5],
       (array['desktop', 'mobile', 'tablet'])[1 + n % 3]
     from (
       select n, now() - ((n::bigint * 7777) % (? * 86400)) * interval '1 second' as at
       from generate_series(1, ?) as n
     ) as spread`,
    [days, count],
  );
}

/** Daily rollups of a typical small site for every day from `from` to `to`. */
export async function seedOldRollups(db: Knex, from: string, to: string): Promise<void> {
  await db.raw(
    `insert into analytics_daily (day, dimension, value, value2, visitors, pageviews)
     select day::date, dimension, value, value2, visitors, visitors * 3
     from generate_series(?::date, ?::date, interval '1 day') as day,
     lateral (
       select 'total' as dimension, '' as value, '' as value2, 400 as visitors
       union all select 'page', '/blog/post-' || g, '', 1 + (g * 13) % 90 from generate_series(1, 300) g
       union all select 'entry', '/blog/post-' || g, '', 1 + (g * 7) % 40 from generate_series(1, 80) g
       union all select 'source', 'site-' || g || '.example', '', 1 + g % 30 from generate_series(1, 40) g
       union all select 'campaign', 'campaign-' || g, 'newsletter', 1 + g % 9 from generate_series(1, 20) g
       union all select 'device', d, '', 100 from unnest(array['desktop', 'mobile', 'tablet']) d
       union all select 'browser', b, '', 80 from unnest(array['Chrome', 'Safari', 'Firefox', 'Edge', 'Opera']) b
       union all select 'os', o, '', 80 from unnest(array['Windows', 'macOS', 'iOS', 'Android', 'Linux']) o
     ) as rows`,
    [from, to],
  );
}
