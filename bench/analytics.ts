/**
 * `npm run bench:analytics`: builds if needed, then measures first-party analytics on PostgreSQL
 * (BENCH_DATABASE_URL's server):
 * - ingestion: POST /api/events from wrk where installed (Debian's `wrk`), else autocannon
 *   (50 connections, 10 s, a thousand addresses behind the trusted proxy), events/s answered
 *   202 and all of them in the table after the flush (DESIGN.md §7: ≥ 5,000 events/s);
 * - the dashboard: GET /api/analytics/summary p95 (100 requests one after another) with 1M raw
 *   events over the last 90 days and two years of daily rollups (DESIGN.md §7: < 200 ms).
 * Prints one table and writes a JSON report to bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { openDatabase } from '../src/models/db';
import { rollUpDay, rollUpMonth } from '../src/services/analytics/daily-rows';
import { addDays, monthOf, utcDay } from '../src/services/analytics/days';
import { seedOldRollups, seedRawEvents } from './lib/analytics-seed';
import { recreateDatabase } from './lib/postgres';
import { report, type Row } from './lib/report';
import { root, startServer } from './lib/server';
import { hasWrk, runWrk } from './lib/wrk';

const port = Number(process.env.BENCH_PORT ?? 3611);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench_analytics';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Load {
  accepted: number;
  seconds: number;
  p99Ms: number;
  refused: number;
}

/** The same load on a cached public read: what this machine serves right now, for comparison. */
async function cachedReadRate(baseUrl: string): Promise<number> {
  const url = `${baseUrl}/api/posts?limit=6&offset=0`;
  if (hasWrk()) return runWrk(url, 50, seconds).perSecond;
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return result['2xx'] / result.duration;
}

/**
 * A thousand different beacons from a thousand addresses, made up front so that the load
 * generator spends no time per request; each address stays under the 300-a-minute limit.
 */
const beacons = Array.from({ length: 1_000 }, (_, n) => ({
  method: 'POST' as const,
  headers: { 'x-forwarded-for': `10.${n >> 8}.${n & 255}.7` },
  body: JSON.stringify({ name: 'pageview', path: `/blog/post-${n % 50}`, width: 'desktop' }),
}));

/** The same beacons for wrk, in Lua. */
const wrkBeacons = (baseUrl: string) => `
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["Origin"] = "${baseUrl}"
wrk.headers["User-Agent"] = "${chrome}"
local n = 0
request = function()
  n = n + 1
  local a = n % 1000
  wrk.headers["X-Forwarded-For"] = "10." .. math.floor(a / 256) .. "." .. (a % 256) .. ".7"
  return wrk.format(nil, nil, nil, '{"name":"pageview","path":"/blog/post-' .. (a % 50) .. '","width":"desktop"}')
end`;

async function sendBeacons(baseUrl: string): Promise<Load> {
  if (hasWrk()) {
    const result = runWrk(`${baseUrl}/api/events`, 50, seconds, wrkBeacons(baseUrl));
    return {
      accepted: result.requests - result.non2xx,
      seconds,
      p99Ms: result.p99Ms,
      refused: result.non2xx + result.errors,
    };
  }
  const result = await autocannon({
    url: `${baseUrl}/api/events`,
    connections: 50,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseUrl, 'user-agent': chrome },
    requests: beacons,
  });
  return {
    accepted: result['2xx'],
    seconds: result.duration,
    p99Ms: result.latency.p99,
    refused: result.non2xx + result.errors,
  };
}

async function ingestion(baseUrl: string, db: Awaited<ReturnType<typeof openDatabase>>) {
  const load = await sendBeacons(baseUrl);
  await sleep(2_000);
  const [row] = await db('analyticsEvents').count({ stored: '*' });
  const stored = Number(row?.stored);
  const { accepted } = load;
  const perSecond = accepted / load.seconds;
  const generator = hasWrk() ? 'wrk' : 'autocannon';
  const reference = await cachedReadRate(baseUrl);
  return [
    {
      measure: `POST /api/events, events/s (50 connections, ${generator})`,
      value: `${Math.round(perSecond)} events/s`,
      budget: '≥ 5000 events/s',
      pass: perSecond >= 5_000,
      conditions: `${accepted} × 202 in ${load.seconds.toFixed(1)} s, p99 ${load.p99Ms.toFixed(1)} ms, ${load.refused} refused or failed`,
    },
    {
      measure: 'events stored after the flush / accepted',
      value: `${stored} / ${accepted}`,
      budget: 'all',
      // Requests autocannon gave up on may still have been answered (and counted) later.
      pass: stored >= accepted,
    },
    {
      measure: 'same load, cached GET /api/posts (reference)',
      value: `${Math.round(reference)} req/s`,
      budget: '',
      pass: null,
      conditions: `events/s is ${((perSecond / reference) * 100).toFixed(0)}% of it`,
    },
  ] satisfies Row[];
}

/** p95 of 200 home page requests one after another. */
async function homeP95(baseUrl: string): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < 200; n++) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

/** Whether visitors' pages slow down while beacons come in at a busy site's 1,000 a second. */
async function pagesDuringIngestion(baseUrl: string): Promise<Row> {
  const alone = await homeP95(baseUrl);
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const flood = autocannon(
    {
      url: `${baseUrl}/api/events`,
      connections: 20,
      overallRate: 1_000,
      duration: 120,
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome },
      requests: beacons,
    },
    () => finished(),
  );
  const during = await homeP95(baseUrl);
  flood.stop();
  await done;
  return {
    measure: 'GET / p95 while 1,000 beacons/s come in',
    value: `${during.toFixed(1)} ms`,
    budget: '',
    pass: null,
    conditions: `${alone.toFixed(1)} ms without them`,
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function summaryLatency(baseUrl: string, cookie: string, from: string, to: string) {
  const url = `${baseUrl}/api/analytics/summary?from=${from}&to=${to}`;
  const times: number[] = [];
  for (let n = 0; n < 105; n++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`summary: ${response.status}`);
    if (n >= 5) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function dashboard(baseUrl: string, db: Awaited<ReturnType<typeof openDatabase>>) {
  await sleep(2_000); // the last batch of the load is written
  await db('analyticsEvents').delete();
  const today = utcDay(new Date());
  const seeding = performance.now();
  await seedRawEvents(db, 1_000_000, 90);
  for (let day = addDays(today, -89); day < today; day = addDays(day, 1)) await rollUpDay(db, day);
  await seedOldRollups(db, addDays(today, -731), addDays(today, -90));
  for (let month = monthOf(addDays(today, -731)); month < monthOf(today);) {
    await rollUpMonth(db, month);
    month = monthOf(addDays(month, 32));
  }
  await db.raw('vacuum analyze analytics_events');
  await db.raw('vacuum analyze analytics_daily');
  const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
  const [raw] = await db('analyticsEvents').count({ n: '*' });
  const [rollups] = await db('analyticsDaily').count({ n: '*' });
  const [months] = await db('analyticsMonthly').where('dimension', 'total').count({ n: '*' });
  const [todays] = await db('analyticsEvents').where('day', today).count({ n: '*' });
  const cookie = await signIn(baseUrl);
  const rows: Row[] = [];
  for (const [label, from] of [
    ['last 30 days', addDays(today, -29)],
    ['last 2 years', addDays(today, -730)],
  ] as const) {
    const { p50, p95 } = await summaryLatency(baseUrl, cookie, from, today);
    rows.push({
      measure: `GET /api/analytics/summary, ${label}: p95`,
      value: `${p95.toFixed(0)} ms`,
      budget: '< 200 ms',
      pass: p95 < 200,
      conditions: `p50 ${p50.toFixed(0)} ms; ${raw?.n} raw events (${todays?.n} today), ${rollups?.n} daily rollup rows, ${months?.n} whole months, seeded in ${seeded} s`,
    });
  }
  return rows;
}

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
  cwd: root,
  stdio: 'inherit',
});
await recreateDatabase(databaseUrl);
const server = await startServer(
  {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ava-bench-analytics-')),
    DATABASE_URL: databaseUrl,
    SEED_SAMPLE_CONTENT: 'true',
    TRUST_PROXY: '1',
  },
  port,
);
const db = await openDatabase({ databaseUrl }, pino({ level: 'silent' }));
try {
  const ingested = [
    ...(await ingestion(server.baseUrl, db)),
    await pagesDuringIngestion(server.baseUrl),
  ];
  console.table(ingested);
  const rows = [...ingested, ...(await dashboard(server.baseUrl, db))];
  report('analytics', rows, { usePglite: false });
  // `npm run bench` reads the rows from this last line.
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
} finally {
  await server.stop();
  await db.destroy();
}
