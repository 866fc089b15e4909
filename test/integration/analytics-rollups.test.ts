import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobWorker } from '#src/jobs/worker';
import {
  analyticsJobHandlers,
  applyRetention,
  scheduleAnalytics,
} from '#src/services/analytics/analytics-jobs';
import { rollUpDay } from '#src/services/analytics/daily-rows';
import {
  addDays,
  daysBetween,
  lastDayOfMonth,
  monthOf,
  utcDay,
} from '#src/services/analytics/days';
import { analyticsSummary } from '#src/services/analytics/summary';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { rawEvent } from './analytics-support';

let database: TestDatabase;
const today = utcDay(new Date());
const yesterday = addDays(today, -1);
const twoDaysAgo = addDays(today, -2);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  for (const table of [
    'analyticsEvents',
    'analyticsDaily',
    'analyticsMonthly',
    'jobs',
    'leads',
    'settings',
  ])
    await database.db(table).delete();
});

/** Two visitors from Google on day 1, one from a campaign, one direct visitor browsing on. */
async function seedTwoDays() {
  const google = { source: 'google.com', referrerHost: 'google.com' };
  const fall = { source: 'newsletter', utmCampaign: 'fall', utmMedium: 'email' };
  await database
    .db('analyticsEvents')
    .insert([
      rawEvent(twoDaysAgo, 1, '/', google),
      rawEvent(twoDaysAgo, 1, '/pricing'),
      rawEvent(twoDaysAgo, 2, '/blog/hello', { ...google, device: 'mobile', browser: 'Safari' }),
      rawEvent(twoDaysAgo, 3, '/landing', fall),
      rawEvent(twoDaysAgo, 3, '/pricing'),
      rawEvent(twoDaysAgo, 3, '/pricing'),
      { ...rawEvent(twoDaysAgo, 3, '/pricing'), name: 'lead', leadKind: 'quote' },
      rawEvent(yesterday, 1, '/pricing'),
      rawEvent(yesterday, 4, '/', fall),
      rawEvent(today, 5, '/blog/hello', google),
      rawEvent(today, 5, '/'),
    ]);
}

/** The days of the rows a query selects, in order, as YYYY-MM-DD. */
async function daysOf(query: Knex.QueryBuilder): Promise<string[]> {
  const rows = (await query.orderBy('day').select(database.db.raw('day::text as day'))) as Array<{
    day: string;
  }>;
  return rows.map((row) => row.day);
}

const stored = (day: string) =>
  database
    .db('analyticsDaily')
    .where({ day })
    .whereNot('dimension', 'event')
    .orderBy(['dimension', 'value', 'value2'])
    .select('dimension', 'value', 'value2', 'visitors', 'pageviews');

describe('the daily rollup', () => {
  it('matches the raw counts, and running it again replaces the day', async () => {
    await seedTwoDays();
    await rollUpDay(database.db, twoDaysAgo);
    const rows = await stored(twoDaysAgo);
    const find = (dimension: string, value: string, value2 = '') =>
      rows.find(
        (row) => row.dimension === dimension && row.value === value && row.value2 === value2,
      );
    expect(find('total', '')).toMatchObject({ visitors: 3, pageviews: 6 });
    expect(find('page', '/pricing')).toMatchObject({ visitors: 2, pageviews: 3 });
    expect(find('entry', '/')).toMatchObject({ visitors: 1 });
    expect(find('entry', '/pricing')).toBeUndefined();
    expect(find('source', 'google.com')).toMatchObject({ visitors: 2 });
    expect(find('campaign', 'fall', 'newsletter')).toMatchObject({ visitors: 1 });
    expect(find('device', 'mobile')).toMatchObject({ visitors: 1 });
    const { rows: raw } = (await database.db.raw(
      `select count(distinct visitor_id)::int as visitors, count(*)::int as pageviews
       from analytics_events where day = ? and name = 'pageview'`,
      [twoDaysAgo],
    )) as { rows: Array<{ visitors: number; pageviews: number }> };
    expect(find('total', '')).toMatchObject(raw[0]!);

    await rollUpDay(database.db, twoDaysAgo);
    expect(await stored(twoDaysAgo)).toEqual(rows);
    await database.db('analyticsEvents').insert(rawEvent(twoDaysAgo, 9, '/'));
    await rollUpDay(database.db, twoDaysAgo);
    expect((await stored(twoDaysAgo)).find((row) => row.dimension === 'total')).toMatchObject({
      visitors: 4,
      pageviews: 7,
    });
  });

  it('gives the dashboard the same figures as the raw events did', async () => {
    await seedTwoDays();
    const range = { from: twoDaysAgo, to: today };
    const live = await analyticsSummary(database.db, range, today);
    await rollUpDay(database.db, twoDaysAgo);
    await rollUpDay(database.db, yesterday);
    const rolled = await analyticsSummary(database.db, range, today);
    expect(rolled).toEqual(live);
    expect(rolled).toMatchObject({ visitors: 6, pageviews: 10 });
    expect(rolled.series.map((day) => day.visitors)).toEqual([3, 2, 1]);
    expect(rolled.sources[0]).toEqual({ source: 'google.com', visitors: 3 });
  });
});

describe('monthly rollups', () => {
  it('sum a finished month once all its days are rolled up, and read the same', async () => {
    const month = monthOf(addDays(monthOf(today), -1));
    const days = daysBetween(month, lastDayOfMonth(month));
    await database
      .db('analyticsEvents')
      .insert(
        days.flatMap((day, n) => [
          rawEvent(day, n, `/blog/post-${n % 3}`, { source: n % 2 ? 'google.com' : 'direct' }),
          rawEvent(day, n + 100, '/'),
        ]),
      );
    const range = { from: addDays(month, -2), to: today };
    const live = await analyticsSummary(database.db, range, today);
    for (const day of days.slice(1)) await rollUpDay(database.db, day);
    expect(await database.db('analyticsMonthly')).toEqual([]);
    await rollUpDay(database.db, days[0]!);
    const total = await database.db('analyticsMonthly').where('dimension', 'total').first();
    expect(total).toMatchObject({ visitors: days.length * 2, pageviews: days.length * 2 });
    expect(await analyticsSummary(database.db, range, today)).toEqual(live);
    const inside = { from: addDays(month, 1), to: lastDayOfMonth(month) };
    expect((await analyticsSummary(database.db, inside, today)).visitors).toBe(
      (days.length - 1) * 2,
    );
  });
});

describe('conversions', () => {
  it('count leads (not spam) by source, campaign and landing page against their visitors', async () => {
    await seedTwoDays();
    const at = new Date(`${yesterday}T12:00:00Z`);
    const lead = (extra: Record<string, unknown>) => ({
      kind: 'contact',
      name: 'Pat',
      email: 'pat@example.test',
      message: 'Hi',
      createdAt: at,
      ...extra,
    });
    await database
      .db('leads')
      .insert([
        lead({ source: 'newsletter', utmCampaign: 'fall', landingPath: '/landing' }),
        lead({ source: 'google.com', landingPath: '/' }),
        lead({ source: 'google.com', landingPath: '/', status: 'spam' }),
        lead({ source: 'newsletter', createdAt: new Date(`${addDays(today, -10)}T12:00:00Z`) }),
      ]);
    const summary = await analyticsSummary(database.db, { from: twoDaysAgo, to: today }, today);
    expect(summary.conversions.leads).toBe(2);
    expect(summary.conversions.rate).toBeCloseTo(2 / 6);
    expect(summary.conversions.bySource).toContainEqual({
      source: 'newsletter',
      visitors: 2,
      leads: 1,
      rate: 0.5,
    });
    expect(summary.conversions.byCampaign).toEqual([
      { campaign: 'fall', source: 'newsletter', visitors: 2, leads: 1, rate: 0.5 },
    ]);
    expect(summary.conversions.byLandingPage).toContainEqual({
      path: '/landing',
      visitors: 1,
      leads: 1,
      rate: 1,
    });
    expect(summary.campaigns).toEqual([
      { campaign: 'fall', source: 'newsletter', visitors: 2, leads: 1 },
    ]);
    // The three days before: the lead ten days ago is outside them too.
    expect(summary.previous).toMatchObject({ visitors: 0, leads: 0, rate: 0 });
  });
});

describe('the daily job', () => {
  const logger = pino({ level: 'silent' });
  async function runJobs() {
    const worker = new JobWorker({ db: database.db, handlers: analyticsJobHandlers(), logger });
    while ((await worker.runDue()) > 0) await worker.drain();
  }

  it('rolls up every past day once, queues itself for tomorrow, and keeps old salts away', async () => {
    await seedTwoDays();
    await database.db('analyticsSalts').insert({ day: yesterday, salt: 'old' });
    await scheduleAnalytics(database.db);
    await scheduleAnalytics(database.db);
    await runJobs();
    const days = await daysOf(database.db('analyticsDaily').where('dimension', 'total'));
    expect(days).toEqual([twoDaysAgo, yesterday]);
    const next = await database.db('jobs').where({ state: 'pending' }).select('kind', 'runAt');
    expect(next).toEqual([
      { kind: 'analytics.daily', runAt: new Date(`${addDays(today, 1)}T00:05:00.000Z`) },
    ]);
    expect(await database.db('analyticsSalts').where('day', '<', today)).toEqual([]);
  });

  it('deletes raw events past the retention setting, only of rolled-up days', async () => {
    const old = addDays(today, -100);
    const older = addDays(today, -101);
    const recent = addDays(today, -10);
    await database
      .db('analyticsEvents')
      .insert([rawEvent(old, 1, '/'), rawEvent(older, 1, '/'), rawEvent(recent, 1, '/')]);
    await rollUpDay(database.db, old);
    await rollUpDay(database.db, recent);
    await applyRetention(database.db, today);
    const left = () => daysOf(database.db('analyticsEvents'));
    expect(await left()).toEqual([older, recent]);

    await database.db('settings').insert([
      { context: 'analytics', key: 'rawRetentionDays', value: JSON.stringify(5) },
      { context: 'analytics', key: 'rollupRetentionDays', value: JSON.stringify(50) },
    ]);
    await applyRetention(database.db, today);
    expect(await left()).toEqual([older]);
    const rolledDays = await daysOf(database.db('analyticsDaily').where('dimension', 'total'));
    expect(rolledDays).toEqual([recent]);
  });
});
