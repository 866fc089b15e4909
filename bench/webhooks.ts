/**
 * `node --import tsx bench/webhooks.ts [-- --pglite] [-- --events=N] [-- --json]`: webhook
 * delivery latency, from the commit of the transaction that queues an event to the moment a
 * receiver on 127.0.0.1 has the signed request, through a started JobWorker with the app's job
 * handlers (`src/jobs/handlers.ts`). N (200) events one after another give p50/p95; then a burst
 * of N queued at once gives deliveries per second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config/env';
import { jobHandlers } from '../src/jobs/handlers';
import { JobWorker } from '../src/jobs/worker';
import { openDatabase } from '../src/models/db';
import { migrationSource } from '../migrations/index';
import { createEndpoint, queueWebhookEvent } from '../src/services/webhook-service';
import { recreateDatabase } from './lib/postgres';

const usePglite = process.argv.includes('--pglite');
const events = Number(
  process.argv.find((arg) => arg.startsWith('--events='))?.split('=')[1] ?? 200,
);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_webhooks_bench';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-webhooks-bench-'));
if (!usePglite) await recreateDatabase(databaseUrl);
const logger = pino({ level: 'warn' });
const db = await openDatabase(
  usePglite ? { pgliteDir: path.join(dataDir, 'pglite') } : { databaseUrl },
  logger,
);
await db.migrate.latest({ migrationSource });

/** When each event (by its `data.n`) reached the receiver. */
const arrivals = new Map<number, number>();
const waiting = new Map<number, () => void>();
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { n: number } };
    arrivals.set(data.n, performance.now());
    waiting.get(data.n)?.();
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
await createEndpoint(
  { url, events: ['lead.created'] },
  { production: false },
  { userId: null, name: 'bench', address: null },
);

const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-1234',
  LOG_LEVEL: 'warn',
});
const worker = new JobWorker({ db, handlers: jobHandlers(config, logger), logger });
worker.start();

const queue = (n: number) => db.transaction((trx) => queueWebhookEvent(trx, 'lead.created', { n }));

// One at a time: the time from commit to arrival.
const latencies: number[] = [];
for (let n = 0; n < events; n += 1) {
  const arrived = new Promise<void>((resolve) => waiting.set(n, resolve));
  await queue(n);
  const committed = performance.now();
  await arrived;
  latencies.push(arrivals.get(n)! - committed);
}
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;

// A burst: all queued, then delivered as fast as the worker goes.
const burstStart = performance.now();
const burstDone = Promise.all(
  Array.from(
    { length: events },
    (_, index) => new Promise<void>((resolve) => waiting.set(events + index, resolve)),
  ),
);
await Promise.all(Array.from({ length: events }, (_, index) => queue(events + index)));
await burstDone;
const burstSeconds = (performance.now() - burstStart) / 1000;

const result = {
  database: usePglite ? 'pglite' : 'postgresql',
  events,
  p50Ms: Math.round(percentile(0.5) * 10) / 10,
  p95Ms: Math.round(percentile(0.95) * 10) / 10,
  maxMs: Math.round(latencies.at(-1)! * 10) / 10,
  burstDeliveriesPerSecond: Math.round(events / burstSeconds),
};
console.log(
  `Webhook delivery on ${result.database}, ${events} events: commit → receiver p50 ${result.p50Ms} ms, ` +
    `p95 ${result.p95Ms} ms, max ${result.maxMs} ms; a burst of ${events} delivered at ` +
    `${result.burstDeliveriesPerSecond}/s`,
);
if (process.argv.includes('--json')) console.log(JSON.stringify(result));

await worker.stop();
await new Promise((resolve) => receiver.close(resolve));
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
