import type { Knex } from 'knex';

export type JobState = 'pending' | 'running' | 'failed' | 'done' | 'dead';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  idempotencyKey: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface NewJob {
  kind: string;
  /** Ids and flags only: a job outlives the request, and personal data belongs to its own rows. */
  payload?: Record<string, unknown>;
  /** A job whose key is already queued (or done) is not queued again. */
  idempotencyKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

type Queryable = Knex | Knex.Transaction;

/**
 * Queues jobs in the caller's transaction: they exist exactly when the data they act on does.
 * Workers in this process are woken once the transaction commits; others find the jobs when
 * they next look.
 */
export async function enqueue(db: Queryable, jobs: NewJob | readonly NewJob[]): Promise<void> {
  const list = Array.isArray(jobs) ? jobs : [jobs as NewJob];
  if (list.length === 0) return;
  await db('jobs')
    .insert(
      list.map((job) => ({
        kind: job.kind,
        payload: JSON.stringify(job.payload ?? {}),
        idempotencyKey: job.idempotencyKey ?? null,
        runAt: job.runAt ?? db.fn.now(),
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      })),
    )
    .onConflict('idempotency_key')
    .ignore();
  const committed = 'executionPromise' in db ? db.executionPromise : Promise.resolve();
  committed.then(wakeWorkers, () => undefined);
}

const wakeListeners = new Set<() => void>();

/** Tells this process's workers that work may be waiting. */
export function wakeWorkers(): void {
  for (const listener of wakeListeners) listener();
}

export function onWake(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Takes up to `limit` due jobs of the given kinds for `workerId`, leasing them for `leaseMs`.
 * `SKIP LOCKED` lets several workers (and instances) claim side by side without waiting on or
 * taking each other's rows. A running job whose lease ran out belongs to a worker that died.
 */
export async function claimJobs(
  db: Knex,
  options: {
    workerId: string;
    kinds: readonly string[];
    limit: number;
    leaseMs: number;
    /** Jobs this worker runs now: never taken again while they run, even past a late renewal. */
    running?: readonly number[];
  },
): Promise<JobRow[]> {
  if (options.limit <= 0 || options.kinds.length === 0) return [];
  const due = db('jobs')
    .select('id')
    .whereIn('kind', options.kinds)
    .whereNotIn('id', options.running ?? [])
    .where((where) =>
      where
        .where((pending) =>
          pending.whereIn('state', ['pending', 'failed']).where('runAt', '<=', db.fn.now()),
        )
        .orWhere((stale) => stale.where('state', 'running').where('lockedUntil', '<', db.fn.now())),
    )
    .orderBy(['runAt', 'id'])
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  return (await db('jobs')
    .whereIn('id', due)
    .update({
      state: 'running',
      attempts: db.raw('attempts + 1'),
      lockedBy: options.workerId,
      lockedUntil: db.raw(`now() + make_interval(secs => ?::double precision)`, [
        options.leaseMs / 1000,
      ]),
      updatedAt: db.fn.now(),
    })
    .returning('*')) as JobRow[];
}

/** Extends this worker's claims on jobs it is still running (a live worker keeps its jobs). */
export async function renewLeases(
  db: Knex,
  ids: readonly number[],
  workerId: string,
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db('jobs')
    .whereIn('id', ids)
    .where({ lockedBy: workerId, state: 'running' })
    .update({
      lockedUntil: db.raw(`now() + make_interval(secs => ?::double precision)`, [leaseMs / 1000]),
    });
}

/** Marks a claimed job done, if this worker still holds it. */
export async function completeJob(db: Knex, job: JobRow, workerId: string): Promise<void> {
  await db('jobs').where({ id: job.id, lockedBy: workerId, state: 'running' }).update({
    state: 'done',
    lockedBy: null,
    lockedUntil: null,
    lastError: null,
    finishedAt: db.fn.now(),
    updatedAt: db.fn.now(),
  });
}

/** Records a failed attempt: tried again at `retryAt`, or dead when none is left. */
export async function failJob(
  db: Knex,
  job: JobRow,
  workerId: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db('jobs')
    .where({ id: job.id, lockedBy: workerId, state: 'running' })
    .update({
      state: retryAt ? 'failed' : 'dead',
      runAt: retryAt ?? job.runAt,
      lockedBy: null,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      finishedAt: retryAt ? null : db.fn.now(),
      updatedAt: db.fn.now(),
    });
}

/**
 * Makes every claim lapse now, so the jobs a killed process was running are taken up at once
 * rather than when their lease ends. Only for the embedded database: it belongs to the one
 * process that opened it, so no claim in it can be a live worker's.
 */
export async function lapseClaimsOfDeadProcess(db: Knex): Promise<number> {
  return db('jobs')
    .where('state', 'running')
    .update({ lockedUntil: db.raw(`now() - interval '1 second'`), updatedAt: db.fn.now() });
}

/** Gives jobs back to the queue untouched (a worker stopping before it could finish them). */
export async function releaseJobs(db: Knex, ids: readonly number[], workerId: string) {
  if (ids.length === 0) return;
  await db('jobs')
    .whereIn('id', ids)
    .where({ lockedBy: workerId, state: 'running' })
    .update({
      state: 'pending',
      attempts: db.raw('greatest(attempts - 1, 0)'),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: db.fn.now(),
    });
}
