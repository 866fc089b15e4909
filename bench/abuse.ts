/**
 * `npm run bench:abuse`: builds if needed, starts the production server on a fresh PostgreSQL
 * database (BENCH_DATABASE_URL's server; `--pglite` for the embedded one) and measures how it
 * holds up against hostile traffic, one section at a time:
 * - uploads: a 16000 × 16000 PNG of a few KB, a 140 KB animated GIF, four GIFs at once, eight
 *   12-megapixel photos at once, 40 uploads at once from one account; the server's peak RSS
 *   during each and its RSS a little after the bursts, against idle;
 * - query strings: a post page under load with a clean URL, then with a random `?x=N` per request;
 * - sign-in floods: 300 concurrent wrong passwords for one account from one address, and
 *   `/healthz` latency while 1,000 sign-ins from 1,000 addresses arrive at once.
 * Prints one table (with verdicts where DESIGN.md §7 sets a budget) and writes a JSON report to
 * bench/results/. A new section is one more function in `sections`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { recreateDatabase } from './lib/postgres';
import { report, type Row } from './lib/report';
import {
  mib,
  ms,
  sleep,
  statusSummary,
  whileSampling,
  type BenchContext,
} from './lib/abuse-common';
import { uploads } from './lib/abuse-uploads';
import { root, rssMiB, startServer } from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 3297);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** One autocannon run, 50 connections, asking for gzip as browsers do; `path` may vary per request. */
async function load(baseUrl: string, path: () => string, seconds = durationSeconds) {
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function queryStrings(context: BenchContext): Promise<Row[]> {
  const post = '/blog/post/the-real-cost-of-missed-calls';
  const baseUrl = context.server.baseUrl;
  // A first run warms the server up (JIT, caches), so neither measured run pays for it.
  await load(baseUrl, () => post, 3);
  const clean = await load(baseUrl, () => post);
  let n = 0;
  const junk = await load(baseUrl, () => `${post}?x=${(n += 1)}`);
  const ratio = junk.requestsPerSecond / clean.requestsPerSecond;
  const row = (label: string, run: typeof clean): Row => ({
    measure: `post page, ${label}: req/s, p99, errors`,
    value: `${run.requestsPerSecond.toFixed(0)}, ${run.p99Ms} ms, ${run.errors}`,
    budget: '',
    pass: null,
  });
  return [
    row('clean URL', clean),
    row('random ?x=N per request', junk),
    { measure: '  random / clean', value: ratio.toFixed(2), budget: '≥ 0.5', pass: ratio >= 0.5 },
  ];
}

/** A sign-in from a given client address (the bench's server trusts one proxy hop). */
async function signInFrom(baseUrl: string, address: string, username: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl,
      'X-Forwarded-For': address,
    },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message };
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ]!;

async function signInFloods(context: BenchContext): Promise<Row[]> {
  const baseUrl = context.server.baseUrl;
  // 300 wrong passwords for one account from one address, all at once.
  const guesses = await Promise.all(
    Array.from({ length: 300 }, () =>
      signInFrom(baseUrl, '198.51.100.7', 'admin', 'wrong-password'),
    ),
  );
  const checked = guesses.filter((guess) => guess.status !== 429).length;

  // 1,000 sign-ins at once from 1,000 addresses, while /healthz is asked every 50 ms.
  const healthTimes: number[] = [];
  let flooding = true;
  const probe = (async () => {
    while (flooding) {
      const started = performance.now();
      await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
      healthTimes.push(performance.now() - started);
      await sleep(50);
    }
  })();
  const flood = await whileSampling(context.pid, () =>
    Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        signInFrom(
          baseUrl,
          `10.${Math.floor(index / 250)}.${index % 250}.1`,
          `flood-${index}`,
          `guess-${index}`,
        ),
      ),
    ),
  );
  flooding = false;
  await probe;
  const busy = flood.result.filter((answer) => answer.status === 429).length;
  const worst = Math.max(...healthTimes);
  await sleep(5000);
  const soonAfter = rssMiB(context.pid);
  await sleep(25_000);
  const later = rssMiB(context.pid);
  return [
    {
      measure: '300 concurrent wrong sign-ins, one account and address: answers other than 429',
      value: `${checked} (${statusSummary(guesses.map((guess) => guess.status))})`,
      budget: '≤ 5 (the allowance)',
      pass: checked <= 5,
    },
    {
      measure: '1,000 concurrent sign-ins: time, answers',
      value: `${ms(flood.elapsedMs)}, ${statusSummary(flood.result.map((answer) => answer.status))} (${busy} refused at once)`,
      budget: '',
      pass: null,
    },
    {
      measure: '  /healthz during the flood: probes, p95, worst',
      value: `${healthTimes.length}, ${ms(percentile(healthTimes, 0.95))}, ${ms(worst)}`,
      budget: '< 1000 ms',
      pass: worst < 1000,
    },
    {
      measure: '  RSS (server and image worker): peak during; server 5 s and 30 s after',
      value: `${mib(flood.treePeakMiB)}; ${mib(soonAfter)}, ${mib(later)}`,
      budget: `≤ ${mib(context.idleMiB * 1.25)} at 30 s (idle + 25%)`,
      pass: later <= context.idleMiB * 1.25,
    },
  ];
}

/** The measurements, in order; each gets the same running server. */
const sections: Array<{ name: string; run: (context: BenchContext) => Promise<Row[]> }> = [
  { name: 'uploads', run: uploads },
  { name: 'query strings', run: queryStrings },
  { name: 'sign-in floods', run: signInFloods },
];

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
  cwd: root,
  stdio: 'inherit',
});
const usePglite = process.argv.includes('--pglite');
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench_abuse';
if (!usePglite) await recreateDatabase(databaseUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-abuse-'));
const server = await startServer(
  // The sample accounts upload, and a sample post is put under load.
  // One trusted proxy hop, so the sign-in flood can come from many addresses.
  {
    DATA_DIR: dataDir,
    DATABASE_URL: usePglite ? '' : databaseUrl,
    SEED_SAMPLE_CONTENT: 'true',
    TRUST_PROXY: '1',
  },
  port,
);
const pid = server.process.pid!;
await sleep(3000);
const context: BenchContext = {
  server,
  pid,
  idleMiB: rssMiB(pid),
  usePglite,
  async signIn(username, password) {
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ username, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in as ${username}: ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  },
};

const rows: Row[] = [
  { measure: 'idle RSS after start-up', value: mib(context.idleMiB), budget: '', pass: null },
];
try {
  for (const section of sections) {
    console.log(`Measuring ${section.name}…`);
    rows.push(...(await section.run(context)));
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

report('abuse', rows, { usePglite });
