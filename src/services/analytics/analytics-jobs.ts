import type { Knex } from 'knex';
import { Model } from 'objection';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { analyticsSettings } from './analytics-settings';
import { deleteOldSalts } from './daily-salts';
import { rollUpDay } from './daily-rows';
import { addDays, monthOf, startOfDay, utcDay } from './days';

/*
 * Analytics' background work, on the job queue. Once a day `analytics.daily` deletes old salts,
 * queues a rollup for every past day with raw events and no rollup (yesterday always) and the
 * day's retention, then queues itself for shortly after the next midnight. Every job is keyed
 * by its day, so any number of instances queue each one once; every start queues today's.
 */

export const analyticsJobs = {
  daily: 'analytics.daily',
  rollup: 'analytics.rollup',
  retention: 'analytics.retention',
} as const;

/** How long after midnight (UTC) the day's work runs: late beacons of the day are in by then. */
const afterMidnightMs = 5 * 60_000;

const dailyJob = (day: string, runAt: Date) => ({
  kind: analyticsJobs.daily,
  idempotencyKey: `${analyticsJobs.daily}:${day}`,
  runAt,
});

/** Queues today's daily analytics job, due now (a no-op when it is queued or done already). */
export async function scheduleAnalytics(db: Knex, now = new Date()): Promise<void> {
  await enqueue(db, dailyJob(utcDay(now), now));
}

/** Past days that have raw events and no rollup yet, oldest first. */
async function daysToRollUp(db: Knex, today: string): Promise<string[]> {
  const { rows } = (await db.raw(
    `select day::text as day from analytics_events e where day < ?
       and not exists (select 1 from analytics_daily d where d.day = e.day and d.dimension = 'total')
     group by day order by day`,
    [today],
  )) as { rows: Array<{ day: string }> };
  return rows.map((row) => row.day);
}

async function runDaily(db: Knex, now: Date): Promise<void> {
  const today = utcDay(now);
  await deleteOldSalts(db, today);
  const days = new Set([...(await daysToRollUp(db, today)), addDays(today, -1)]);
  await enqueue(db, [
    ...[...days].map((day) => ({
      kind: analyticsJobs.rollup,
      idempotencyKey: `${analyticsJobs.rollup}:${day}`,
      payload: { day },
    })),
    { kind: analyticsJobs.retention, idempotencyKey: `${analyticsJobs.retention}:${today}` },
  ]);
  const tomorrow = addDays(today, 1);
  await enqueue(db, dailyJob(tomorrow, new Date(startOfDay(tomorrow).getTime() + afterMidnightMs)));
}

/**
 * Deletes raw events older than the setting (only of days already rolled up, so no figure is
 * lost), and rollups older than theirs when one is set.
 */
export async function applyRetention(db: Knex, today: string): Promise<void> {
  const settings = await analyticsSettings(db);
  const rawCutoff = addDays(today, -settings.rawRetentionDays);
  await db('analyticsEvents')
    .where('day', '<', rawCutoff)
    .whereIn(
      'day',
      db('analyticsDaily').where('dimension', 'total').where('day', '<', rawCutoff).select('day'),
    )
    .delete();
  if (settings.rollupRetentionDays !== null) {
    const rollupCutoff = addDays(today, -settings.rollupRetentionDays);
    await db('analyticsDaily').where('day', '<', rollupCutoff).delete();
    await db('analyticsMonthly').where('month', '<', monthOf(rollupCutoff)).delete();
  }
}

/** The analytics job kinds for the app's worker. */
export function analyticsJobHandlers(): JobHandler[] {
  return [
    { kind: analyticsJobs.daily, run: () => runDaily(Model.knex(), new Date()) },
    {
      kind: analyticsJobs.rollup,
      run: (job) => rollUpDay(Model.knex(), String(job.payload.day)),
      timeoutMs: 5 * 60_000,
    },
    {
      kind: analyticsJobs.retention,
      run: () => applyRetention(Model.knex(), utcDay(new Date())),
      timeoutMs: 5 * 60_000,
    },
  ];
}
