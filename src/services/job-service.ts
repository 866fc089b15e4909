import type { Knex } from 'knex';
import { ConflictError, NotFoundError } from '../errors';
import { wakeWorkers, type JobRow, type JobState } from '../jobs/queue';
import { toCount } from '../models/db';
import { newestFirst, pageOf } from './paging';
import { sentFields } from '../schemas/wire/common';
import { jobStates, jobWire, type JobListSent } from '../schemas/wire/operations';

/** The queue as admins see it: one state's jobs, most recently changed first, and every count. */
export async function listJobs(
  db: Knex,
  query: { state?: JobState | undefined; limit: number; offset: number },
): Promise<JobListSent> {
  const inState = db('jobs').modify((builder) => {
    if (query.state) builder.where('state', query.state);
  });
  const [page, grouped] = await Promise.all([
    pageOf<JobRow>(inState, newestFirst('updatedAt'), query),
    db('jobs').select('state').count({ total: '*' }).groupBy('state') as Promise<
      Array<{ state: JobState; total: unknown }>
    >,
  ]);
  const counts = Object.fromEntries(jobStates.map((state) => [state, 0])) as Record<
    JobState,
    number
  >;
  for (const row of grouped) counts[row.state] = toCount(row.total);
  return { jobs: page.rows.map((job) => sentFields(jobWire, job)), total: page.total, counts };
}

/**
 * "Retry now": a failed or dead job (or one waiting for its time) is due at once, with one more
 * attempt if it had used them all.
 */
export async function retryJob(db: Knex, id: number) {
  const job = (await db('jobs').where({ id }).first()) as JobRow | undefined;
  if (!job) throw new NotFoundError('Job not found');
  if (job.state === 'running') throw new ConflictError('This job is running now');
  if (job.state === 'done') throw new ConflictError('This job is done');
  const [updated] = (await db('jobs')
    .where({ id, state: job.state })
    .update({
      state: 'pending',
      runAt: db.fn.now(),
      maxAttempts: Math.max(job.maxAttempts, job.attempts + 1),
      finishedAt: null,
      updatedAt: db.fn.now(),
    })
    .returning('*')) as JobRow[];
  if (!updated) throw new ConflictError('This job changed meanwhile; reload and try again');
  wakeWorkers();
  return sentFields(jobWire, updated);
}
