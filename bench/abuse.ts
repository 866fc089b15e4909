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
import sharp from 'sharp';
import { animatedGif, pngBomb } from '../test/factories/images';
import { recreateDatabase } from './lib/postgres';
import { report, type Row } from './lib/report';
import { processTreeRssMiB, root, rssMiB, startServer, type RunningServer } from './lib/server';

/** What every section gets: the running server, and how to act as a sample account. */
export interface BenchContext {
  server: RunningServer;
  pid: number;
  /** Idle RSS in MiB, measured once the server has settled after start-up. */
  idleMiB: number;
  usePglite: boolean;
  signIn(username: string, password: string): Promise<string>;
}

const port = Number(process.env.BENCH_PORT ?? 3297);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const mib = (value: number) => `${value.toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Runs `work` while sampling RSS every 20 ms: the server process alone, and with its children
 * (the image worker). Answers the result, the time taken and both peaks.
 */
async function whileSampling<T>(pid: number, work: () => Promise<T>) {
  let serverPeak = rssMiB(pid);
  let treePeak = processTreeRssMiB(pid);
  const sample = () => {
    serverPeak = Math.max(serverPeak, rssMiB(pid));
    treePeak = Math.max(treePeak, processTreeRssMiB(pid));
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await work();
    const elapsedMs = performance.now() - started;
    sample();
    return { result, elapsedMs, serverPeakMiB: serverPeak, treePeakMiB: treePeak };
  } finally {
    clearInterval(sampler);
  }
}

/** The rows for the peaks `whileSampling` saw. */
const peakRows = (run: { serverPeakMiB: number; treePeakMiB: number }): Row[] => [
  { measure: '  peak RSS: server process', value: mib(run.serverPeakMiB), budget: '', pass: null },
  {
    measure: '  peak RSS: server + image worker',
    value: mib(run.treePeakMiB),
    budget: '',
    pass: null,
  },
];

function uploader(context: BenchContext, cookie: string) {
  return async (file: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const response = await fetch(`${context.server.baseUrl}/api/media`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: context.server.baseUrl },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  };
}

const statusSummary = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

/** A 12-megapixel photo-like JPEG (blurred noise, about 1.8 MB). */
function photo() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function uploads(context: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const { pid } = context;
  const asAdmin = uploader(context, await context.signIn('admin', 'admin123'));
  const asEditor = uploader(context, await context.signIn('editor', 'editor123'));
  const asAuthor = uploader(context, await context.signIn('author', 'author123'));

  const bomb = pngBomb(16_000, 16_000);
  const png = await whileSampling(pid, () => asAdmin(bomb, 'bomb.png'));
  rows.push({
    measure: `16000×16000 PNG (${(bomb.length / 1024).toFixed(0)} KB): answer, time`,
    value: `${png.result}, ${ms(png.elapsedMs)}`,
    budget: '413, < 1 s',
    pass: png.result === 413 && png.elapsedMs < 1000,
  });
  rows.push(...peakRows(png));

  const gif = animatedGif();
  const one = await whileSampling(pid, () => asAdmin(gif, 'animated.gif'));
  rows.push({
    measure: `animated GIF (${(gif.length / 1024).toFixed(0)} KB, 200 frames of 1000×800): answer, time`,
    value: `${one.result}, ${ms(one.elapsedMs)}`,
    budget: '201 (first frame)',
    pass: one.result === 201,
  });
  rows.push(...peakRows(one));

  const four = await whileSampling(pid, () =>
    Promise.all(Array.from({ length: 4 }, (_, index) => asAdmin(gif, `animated-${index}.gif`))),
  );
  rows.push({
    measure: 'four animated GIFs at once: answers, time for all',
    value: `${statusSummary(four.result)}, ${ms(four.elapsedMs)}`,
    budget: '',
    pass: null,
  });
  rows.push(...peakRows(four));

  const photoBytes = await photo();
  const photos = await whileSampling(pid, () =>
    Promise.all(
      Array.from({ length: 8 }, (_, index) => asEditor(photoBytes, `photo-${index}.jpg`)),
    ),
  );
  rows.push({
    measure: `eight 12 MP JPEG photos (${(photoBytes.length / 1024 / 1024).toFixed(1)} MB) at once: answers, time`,
    value: `${statusSummary(photos.result)}, ${ms(photos.elapsedMs)}`,
    budget: '',
    pass: null,
  });
  rows.push(...peakRows(photos));

  const tiny = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const flood = await Promise.all(
    Array.from({ length: 40 }, (_, index) => asAuthor(tiny, `tiny-${index}.png`)),
  );
  const accepted = flood.filter((status) => status === 201).length;
  rows.push({
    measure: '40 uploads at once from one account',
    value: statusSummary(flood),
    budget: '≤ 30 × 201, rest 429',
    pass: accepted <= 30 && flood.every((status) => status === 201 || status === 429),
  });

  // The worker exits 5 s after its last upload; then only the server's own memory is left.
  for (const seconds of [10, 20]) {
    await sleep(10_000);
    // "Back near idle": within a quarter of the idle figure.
    const after = processTreeRssMiB(pid);
    const near = context.idleMiB * 1.25;
    rows.push({
      measure: `RSS ${seconds} s after the bursts, any worker included (idle ${mib(context.idleMiB)})`,
      value: mib(after),
      budget: `≤ ${mib(near)} (idle + 25%)`,
      pass: after <= near,
    });
  }
  return rows;
}

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
