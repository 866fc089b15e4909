import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, claimJobs, lapseClaimsOfDeadProcess, type JobRow } from '#src/jobs/queue';
import { JobWorker, type JobHandler } from '#src/jobs/worker';
import { createTestDatabase, type TestDatabase } from '#test/helpers/test-database';

const logger = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(() => database.db('jobs').delete());

const jobs = () => database.db<JobRow>('jobs').orderBy('id');
const worker = (handlers: JobHandler[], extra: { concurrency?: number; leaseMs?: number } = {}) =>
  new JobWorker({ db: database.db, handlers, logger, pollMs: 20, ...extra });

function recorder(kind: string, behaviour: (job: JobRow) => Promise<void> = async () => {}) {
  const runs: number[] = [];
  const handler: JobHandler = {
    kind,
    retryDelayMs: () => 0,
    run: async (job) => {
      runs.push(job.id);
      await behaviour(job);
    },
  };
  return { runs, handler };
}

describe('the job queue', () => {
  it('queues a job only when the transaction that wrote it commits', async () => {
    await database.db
      .transaction(async (trx) => {
        await enqueue(trx, { kind: 'test.echo' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await jobs()).toHaveLength(0);

    await database.db.transaction((trx) => enqueue(trx, { kind: 'test.echo', payload: { n: 1 } }));
    const { runs, handler } = recorder('test.echo');
    const echo = worker([handler]);
    expect(await echo.runDue()).toBe(1);
    await echo.drain();
    const [job] = await jobs();
    expect(runs).toEqual([job!.id]);
    expect(job).toMatchObject({ state: 'done', attempts: 1, payload: { n: 1 }, lockedBy: null });
  });

  it('queues a job with an idempotency key once', async () => {
    await enqueue(database.db, { kind: 'test.echo', idempotencyKey: 'lead:1:email' });
    await enqueue(database.db, [
      { kind: 'test.echo', idempotencyKey: 'lead:1:email' },
      { kind: 'test.echo', idempotencyKey: 'lead:2:email' },
    ]);
    expect((await jobs()).map((job) => job.idempotencyKey)).toEqual([
      'lead:1:email',
      'lead:2:email',
    ]);
  });

  it('retries a failing job and marks it dead after its last attempt, keeping the error', async () => {
    await enqueue(database.db, { kind: 'test.fail', maxAttempts: 3 });
    const { runs, handler } = recorder('test.fail', async (job) => {
      throw new Error(`refused on attempt ${job.attempts}`);
    });
    const failing = worker([handler]);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await failing.runDue()).toBe(1);
      await failing.drain();
      const [job] = await jobs();
      expect(job!.state).toBe(attempt < 3 ? 'failed' : 'dead');
      expect(job!.lastError).toBe(`refused on attempt ${attempt}`);
    }
    expect(await failing.runDue()).toBe(0);
    expect(runs).toHaveLength(3);
  });

  it('waits out the backoff before trying again', async () => {
    await enqueue(database.db, { kind: 'test.later' });
    const handler: JobHandler = {
      kind: 'test.later',
      retryDelayMs: () => 60_000,
      run: async () => {
        throw new Error('not yet');
      },
    };
    const later = worker([handler]);
    await later.runDue();
    await later.drain();
    const [job] = await jobs();
    expect(job!.state).toBe('failed');
    expect(new Date(job!.runAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await later.runDue()).toBe(0);
  });

  it('lets two workers share one queue without running any job twice', async () => {
    const count = 60;
    await enqueue(
      database.db,
      Array.from({ length: count }, (_, n) => ({ kind: 'test.share', payload: { n } })),
    );
    const seen: number[] = [];
    const slow: JobHandler = {
      kind: 'test.share',
      run: async (job) => {
        seen.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const first = worker([slow], { concurrency: 5 });
    const second = worker([slow], { concurrency: 5 });
    first.start();
    second.start();
    await expect
      .poll(async () => (await jobs()).filter((job) => job.state === 'done').length, {
        timeout: 15_000,
      })
      .toBe(count);
    await Promise.all([first.stop(), second.stop()]);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    const attemptCounts = new Set((await jobs()).map((job) => job.attempts));
    expect(attemptCounts).toEqual(new Set([1]));
  });

  it('takes over the jobs of a worker that died once their lease runs out', async () => {
    await enqueue(database.db, { kind: 'test.echo' });
    const [claimed] = await claimJobs(database.db, {
      workerId: 'a worker that died',
      kinds: ['test.echo'],
      limit: 1,
      leaseMs: 50,
    });
    expect(claimed!.state).toBe('running');
    const { runs, handler } = recorder('test.echo');
    const survivor = worker([handler]);
    expect(await survivor.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await survivor.runDue()).toBe(1);
    await survivor.drain();
    expect(runs).toEqual([claimed!.id]);
    expect((await jobs())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('on the embedded database, a restart takes up at once what the killed process was running', async () => {
    await enqueue(database.db, [{ kind: 'test.echo' }, { kind: 'test.echo' }]);
    await claimJobs(database.db, {
      workerId: 'a process killed with -9',
      kinds: ['test.echo'],
      limit: 1,
      leaseMs: 30_000,
    });
    const { runs, handler } = recorder('test.echo');
    const restarted = worker([handler]);
    expect(await lapseClaimsOfDeadProcess(database.db)).toBe(1);
    expect(await restarted.runDue()).toBe(2);
    await restarted.drain();
    expect(runs).toHaveLength(2);
    expect((await jobs()).map((job) => job.state)).toEqual(['done', 'done']);
  });

  it('keeps a long job for as long as its worker lives, however short the lease', async () => {
    await enqueue(database.db, { kind: 'test.long' });
    const { runs, handler } = recorder('test.long', () => new Promise((r) => setTimeout(r, 600)));
    const living = worker([{ ...handler, timeoutMs: 5_000 }], { leaseMs: 150 });
    const other = worker([{ ...handler, timeoutMs: 5_000 }], { leaseMs: 150 });
    living.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Four leases later the job is still its worker's: the other finds nothing to take.
    for (let tries = 0; tries < 4; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 110));
      expect(await other.runDue()).toBe(0);
    }
    await living.stop();
    expect(runs).toHaveLength(1);
    expect((await jobs())[0]).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('on stop, finishes the jobs in flight that end in time and gives back the others', async () => {
    await enqueue(database.db, [
      { kind: 'test.quick', idempotencyKey: 'quick' },
      { kind: 'test.stuck', idempotencyKey: 'stuck' },
    ]);
    const quick: JobHandler = {
      kind: 'test.quick',
      run: () => new Promise((resolve) => setTimeout(resolve, 50)),
    };
    const stuck: JobHandler = { kind: 'test.stuck', run: () => new Promise(() => undefined) };
    const stopping = worker([quick, stuck]);
    expect(await stopping.runDue()).toBe(2);
    await stopping.stop(300);
    const byKey = Object.fromEntries((await jobs()).map((job) => [job.idempotencyKey, job]));
    expect(byKey.quick).toMatchObject({ state: 'done' });
    expect(byKey.stuck).toMatchObject({ state: 'pending', attempts: 0, lockedBy: null });
  });

  it('aborts an attempt that runs past its timeout and counts it as failed', async () => {
    await enqueue(database.db, { kind: 'test.slow' });
    const slow: JobHandler = {
      kind: 'test.slow',
      timeoutMs: 50,
      retryDelayMs: () => 0,
      run: (_job, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    };
    const timed = worker([slow]);
    await timed.runDue();
    await timed.drain();
    expect((await jobs())[0]).toMatchObject({
      state: 'failed',
      lastError: 'timed out after 0.05 s',
    });
  });

  it('wakes a started worker when a transaction with a job commits', async () => {
    const { runs, handler } = recorder('test.echo');
    const awake = new JobWorker({ db: database.db, handlers: [handler], logger, pollMs: 60_000 });
    awake.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.db.transaction((trx) => enqueue(trx, { kind: 'test.echo' }));
    await expect.poll(() => runs.length, { timeout: 2_000 }).toBe(1);
    await awake.stop();
  });
});
