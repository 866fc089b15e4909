import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../models/db';
import {
  claimJobs,
  completeJob,
  failJob,
  onWake,
  releaseJobs,
  renewLeases,
  type JobRow,
} from './queue';
import { retryDelay } from './retry';
import { jobRuns } from '../process-metrics';

export interface JobHandler {
  kind: string;
  /** Must be safe to run twice: a worker that dies after the work but before "done" repeats it. */
  run(job: JobRow, signal: AbortSignal): Promise<void>;
  /** Milliseconds before attempt `attempt + 1`, after `attempt` failed (default: exponential). */
  retryDelayMs?: (attempt: number) => number;
  /** An attempt running longer is aborted and counted as failed. */
  timeoutMs?: number;
}

export interface WorkerOptions {
  db: Database;
  handlers: readonly JobHandler[];
  logger: Logger;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs (retries, other instances' jobs). */
  pollMs?: number;
  /**
   * How long a claim lasts unless renewed. A running worker renews its claims every third of
   * it, however long a job takes; a worker that died (kill -9) loses them within it, and another
   * takes its jobs: seconds, not minutes, after a crash.
   */
  leaseMs?: number;
  /** Done jobs older than this are deleted. */
  keepDoneMs?: number;
}

const day = 24 * 60 * 60 * 1000;
const defaultLeaseMs = 30_000;

/**
 * Runs queued jobs: claims due ones (several workers share one queue without double work),
 * runs each under a timeout, records done / failed with a retry time / dead. `stop()` waits for
 * the jobs in flight and gives back those that do not finish in time.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers: Map<string, JobHandler>;
  private readonly inFlight = new Map<number, { done: Promise<void>; abort: AbortController }>();
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;
  private unsubscribe: (() => void) | null = null;
  private lastPurge = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: WorkerOptions) {
    this.handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = onWake(() => this.wake());
    const { leaseMs = defaultLeaseMs, db, logger } = this.options;
    this.heartbeat = setInterval(() => {
      renewLeases(db, [...this.inFlight.keys()], this.id, leaseMs).catch((error: unknown) =>
        logger.warn({ err: error }, 'job claims could not be renewed'),
      );
    }, leaseMs / 3);
    this.heartbeat.unref();
    this.loop = this.work();
  }

  /**
   * Looks for work now instead of at the next poll. A wake that comes while the loop is reading
   * the queue is kept for when it would go to sleep: that read may have missed what woke it (a
   * job committed meanwhile, or `stop()`).
   */
  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** Claims and starts what is due, up to the free slots; returns how many it started. */
  async runDue(): Promise<number> {
    const { db, concurrency = 4, leaseMs = defaultLeaseMs } = this.options;
    const jobs = await claimJobs(db, {
      workerId: this.id,
      kinds: [...this.handlers.keys()],
      limit: concurrency - this.inFlight.size,
      leaseMs,
      running: [...this.inFlight.keys()],
    });
    for (const job of jobs) this.runClaimed(job);
    return jobs.length;
  }

  /** Waits until every job this worker started has ended. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0)
      await Promise.all([...this.inFlight.values()].map((j) => j.done));
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.wake();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const finished = await Promise.race([this.drain().then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    if (finished === 'timeout') {
      const unfinished = [...this.inFlight.keys()];
      // Given back first: an aborted run records a failure, which must find the job no longer
      // ours rather than race the release (a stopping worker costs no job an attempt).
      await releaseJobs(this.options.db, unfinished, this.id);
      for (const job of this.inFlight.values()) job.abort.abort(new Error('worker stopping'));
      this.options.logger.warn({ jobs: unfinished }, 'jobs given back to the queue at shutdown');
    }
  }

  private async work(): Promise<void> {
    const { pollMs = 1_000, logger } = this.options;
    while (this.running) {
      this.wakeRequested = false;
      let started = 0;
      try {
        await this.purgeNowAndThen();
        started = await this.runDue();
      } catch (error) {
        logger.warn({ err: error }, 'the job queue could not be read');
      }
      if (started > 0 && this.inFlight.size < (this.options.concurrency ?? 4)) continue;
      if (this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private runClaimed(job: JobRow): void {
    const abort = new AbortController();
    const done = this.execute(job, abort).finally(() => {
      this.inFlight.delete(job.id);
      // A slot came free: claim the next due job without waiting for the poll.
      if (this.running) this.wake();
    });
    this.inFlight.set(job.id, { done, abort });
  }

  private async execute(job: JobRow, abort: AbortController): Promise<void> {
    const { db, logger } = this.options;
    const handler = this.handlers.get(job.kind)!;
    const timeoutMs = handler.timeoutMs ?? 60_000;
    const timer = setTimeout(
      () => abort.abort(new Error(`timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const timeRun = jobRuns.startTimer({ kind: job.kind });
    try {
      if (job.attempts > job.maxAttempts) throw new Error('no attempts left');
      await raceAbort(handler.run(job, abort.signal), abort.signal);
      await completeJob(db, job, this.id);
      timeRun({ outcome: 'done' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        job.attempts < job.maxAttempts
          ? new Date(Date.now() + (handler.retryDelayMs ?? retryDelay)(job.attempts))
          : null;
      timeRun({ outcome: retryAt ? 'retried' : 'dead' });
      logger.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, err: message },
        retryAt ? 'job failed; it will be tried again' : 'job failed for the last time',
      );
      await failJob(db, job, this.id, message, retryAt).catch((failure: unknown) =>
        logger.error({ err: failure, job: job.id }, 'could not record a failed job'),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < 60 * 60_000) return;
    this.lastPurge = Date.now();
    const { db, keepDoneMs = 7 * day } = this.options;
    await db('jobs')
      .where('state', 'done')
      .where('finishedAt', '<', new Date(Date.now() - keepDoneMs))
      .delete();
  }
}

/** Settles with `work`, or rejects as soon as `signal` aborts (the work may go on, unheard). */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
