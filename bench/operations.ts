/**
 * `npm run bench:operations`: what running the site costs an operator, on PostgreSQL
 * (BENCH_DATABASE_URL's server), with wrk. Each figure is a ratio of two servers measured in
 * turns in this one run:
 * - the cached `/` with metrics collected (METRICS_TOKEN) against without, within 3%;
 * - the cached `/` with WEB_CONCURRENCY=auto workers against one process;
 * - SIGTERM while 50 keep-alive clients keep the server busy: no request dropped, exit code 0,
 *   for one process and for the workers (wrk counts a refused reconnection and a reset together,
 *   so these clients are Node's: bench/lib/keep-alive-load.ts).
 * `--json` prints the rows as JSON on the last line (bench/run.ts).
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { recreateDatabase } from './lib/postgres';
import { report, type Row } from './lib/report';
import { stopUnderLoad } from './lib/keep-alive-load';
import { startServer } from './lib/server';
import { hasWrk, runWrk } from './lib/wrk';

if (!hasWrk()) {
  console.error('bench:operations needs wrk (apt-get install wrk).');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3299);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench';
await recreateDatabase(databaseUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-operations-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SITE_URL: `http://127.0.0.1:${port}` };
const rows: Row[] = [];
const rounds = 3;
const seconds = 8;
const connections = 50;

/** Cached `/` req/s, the best of each server's turns: the two take turns, `rounds` times. */
async function inTurns(envs: Array<Record<string, string>>): Promise<number[]> {
  const best = envs.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, extra] of envs.entries()) {
      const server = await startServer({ ...env, ...extra }, port);
      runWrk(`${server.baseUrl}/`, connections, 2); // warm: the page into the cache, JIT
      const { perSecond } = runWrk(`${server.baseUrl}/`, connections, seconds);
      best[index] = Math.max(best[index]!, perSecond);
      await server.stop();
    }
  }
  return best;
}

const [off, on] = await inTurns([{}, { METRICS_TOKEN: 'a-scrape-token-for-the-bench' }]);
rows.push({
  measure: 'cached / req/s, metrics collected vs not',
  value: `${Math.round(on!)} vs ${Math.round(off!)} (${((on! / off!) * 100).toFixed(1)}%)`,
  budget: '≥ 97%',
  pass: on! / off! >= 0.97,
  conditions: `wrk, ${connections} connections, best of ${rounds} turns of ${seconds} s`,
});

const cores = availableParallelism();
const [single, cluster] = await inTurns([{}, { WEB_CONCURRENCY: 'auto' }]);
rows.push({
  measure: `cached / req/s, ${cores} workers vs 1 process`,
  value: `${Math.round(cluster!)} vs ${Math.round(single!)} (×${(cluster! / single!).toFixed(2)})`,
  budget: '',
  pass: null,
  conditions: `wrk (1 thread, on the same ${cores} cores), ${connections} connections`,
});

for (const [label, extra] of [
  ['1 process', {}],
  [`${cores} workers`, { WEB_CONCURRENCY: 'auto' }],
] as const) {
  const server = await startServer({ ...env, ...extra }, port);
  const { exitCode, outcome } = await stopUnderLoad(server, '/', connections);
  rows.push({
    measure: `SIGTERM under load, ${label}: requests dropped, exit code`,
    value: `${outcome.failures.length}, ${exitCode} (${outcome.answeredAfterSignal} answered after the signal, then ${outcome.refused} connections refused)`,
    budget: '0, 0',
    pass: outcome.failures.length === 0 && exitCode === 0,
    conditions: `${connections} keep-alive clients (bench/lib/keep-alive-load.ts)`,
  });
}

if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else report('operations', rows, { usePglite: false });
