import type { Knex } from 'knex';
import { Model } from 'objection';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import {
  activitySettingsSchema,
  defaultActivitySettings,
  type ActivitySettings,
} from '../../schemas/activity';
import { addDays, startOfDay, utcDay } from '../analytics/days';

/*
 * Entries older than the retention setting leave the log once a day, a whole day at a time:
 * `activity.retention` deletes them and queues itself for shortly after the next midnight. Each
 * run is keyed by its day, so any number of instances queue it once; every start queues today's.
 */

export const activityRetentionJob = 'activity.retention';

const afterMidnightMs = 10 * 60_000;

const retentionJob = (day: string, runAt: Date) => ({
  kind: activityRetentionJob,
  idempotencyKey: `${activityRetentionJob}:${day}`,
  runAt,
});

/** Queues today's retention run, due now (a no-op when it is queued or done already). */
export async function scheduleActivityRetention(db: Knex, now = new Date()): Promise<void> {
  await enqueue(db, retentionJob(utcDay(now), now));
}

/** The retention admins saved (settings context `activity`), or the default of a year. */
export async function activitySettings(db: Knex | Knex.Transaction): Promise<ActivitySettings> {
  const row = (await db('settings')
    .where({ context: 'activity', key: 'retentionDays' })
    .first()) as { value: unknown } | undefined;
  const parsed = activitySettingsSchema.shape.retentionDays.safeParse(row?.value);
  return parsed.success ? { retentionDays: parsed.data } : defaultActivitySettings;
}

/**
 * Deletes the entries of days that are now past the retention (the only way an entry leaves the
 * log; the table refuses updates).
 */
export async function applyActivityRetention(db: Knex, today: string): Promise<void> {
  const { retentionDays } = await activitySettings(db);
  const cutoff = startOfDay(addDays(today, -retentionDays));
  await db('activityLog').where('createdAt', '<', cutoff).delete();
}

async function runRetention(db: Knex, now: Date): Promise<void> {
  const today = utcDay(now);
  await applyActivityRetention(db, today);
  const tomorrow = addDays(today, 1);
  await enqueue(
    db,
    retentionJob(tomorrow, new Date(startOfDay(tomorrow).getTime() + afterMidnightMs)),
  );
}

/** The activity log's job kind for the app's worker. */
export function activityJobHandlers(): JobHandler[] {
  return [
    {
      kind: activityRetentionJob,
      run: () => runRetention(Model.knex(), new Date()),
      timeoutMs: 5 * 60_000,
    },
  ];
}
