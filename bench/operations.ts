/**
 * `npm run bench:operations`: what running the site costs an operator, on PostgreSQL
 * (BENCH_DATABASE_URL's server), with wrk. Each figure is a ratio of two servers measured in
 * turns in this one run:
 * - the cached `/` with metrics collected (METRICS_TOKEN) against without, within 3%, each
 *   configuration measured on the first server and on the second;
 * - with WEB_CONCURRENCY=auto workers against one process: the cached `/`, a blog search (a
 *   render each time) and a signed-in API read, at least ×1.3 for the last two;
 * - cached `/`, `/blog` and a post against bare `node:http` sending the same bytes (bench/lib/
 *   bare-http.ts), at least 50%: hits are answered before Express (cache-front-door.ts);
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
import { startBareServer } from './lib/bare-http';
import { startServer } from './lib/server';
import { acceptEncoding, rawGet } from './lib/throughput';
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
const rounds = 8;
const seconds = 4;
const connections = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** What wrk asks for: a path, and a Lua script (wrk's `-s`) that may make each request. */
interface Load {
  path: string;
  script?: (baseUrl: string) => Promise<string | undefined>;
}
const cachedHome: Load = { path: '/' };

/**
 * Req/s of two servers running side by side (idle while the other is measured), in `rounds`
 * alternating turns: on a shared machine one turn differs from the next by ±20%, so the figure
 * is the median of each round's ratio, second to first.
 */
async function sideBySide(
  first: Record<string, string>,
  second: Record<string, string>,
  load: Load = cachedHome,
) {
  const servers = [
    await startServer({ ...env, ...first }, port),
    await startServer({ ...env, ...second }, port + 1),
  ];
  const scripts = await Promise.all(servers.map((server) => load.script?.(server.baseUrl)));
  const turn = (index: number, turnSeconds: number) =>
    runWrk(`${servers[index]!.baseUrl}${load.path}`, connections, turnSeconds, scripts[index])
      .perSecond;
  for (const index of [0, 1]) turn(index, 2); // warm: cache, JIT
  const perSecond: number[][] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    // Who goes first alternates too.
    for (const index of round % 2 ? [1, 0] : [0, 1]) perSecond[index]!.push(turn(index, seconds));
  }
  for (const server of servers) await server.stop();
  return {
    first: median(perSecond[0]!),
    second: median(perSecond[1]!),
    ratio: median(perSecond[1]!.map((value, round) => value / perSecond[0]![round]!)),
  };
}

/** A blog search for a different word each time: rendered for every request. */
const uncachedSearch: Load = {
  path: '/blog',
  script: async () =>
    'request = function() return wrk.format("GET", "/blog?q=word" .. math.random(1, 1000000000)) end',
};

/** The posts list as the sample admin reads it: signed in, never cached. */
const signedInRead: Load = {
  path: '/api/posts',
  async script(baseUrl) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const cookie = response.headers.get('set-cookie')?.split(';', 1)[0];
    if (response.status !== 200 || !cookie) throw new Error(`sign-in: ${response.status}`);
    return `wrk.headers["Cookie"] = "${cookie}"`;
  },
};

/**
 * `variant` against `base`, each in turn on the first server and on the second: two servers that
 * differ in nothing measure up to ±5% apart in one run here, the same way in every round.
 */
async function bothWays(base: Record<string, string>, variant: Record<string, string>) {
  const second = await sideBySide(base, variant);
  const first = await sideBySide(variant, base);
  return {
    base: (second.first + first.second) / 2,
    variant: (second.second + first.first) / 2,
    ratio: Math.sqrt(second.ratio / first.ratio),
  };
}

const metrics = await bothWays({}, { METRICS_TOKEN: 'a-scrape-token-for-the-bench' });
rows.push({
  measure: 'cached / req/s, metrics collected vs not',
  value: `${Math.round(metrics.variant)} vs ${Math.round(metrics.base)} (median ratio ${(metrics.ratio * 100).toFixed(1)}%)`,
  budget: '≥ 97%',
  pass: metrics.ratio >= 0.97,
  conditions: `wrk, ${connections} connections, ${rounds} alternating turns of ${seconds} s, each server first and second`,
});

/** As browsers ask: the cache's gzip copy is what they get. */
const asBrowsers = `wrk.headers["Accept-Encoding"] = "${acceptEncoding}"`;

/** Each cached page against the same bytes from bare node:http, in alternating turns. */
async function againstBareHttp() {
  const site = await startServer(env, port);
  const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
  const post = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/post\/[^<]+)<\/loc>/g)][0]![1]!;
  const held = [];
  for (const pagePath of ['/', '/blog', post]) {
    await rawGet(`${site.baseUrl}${pagePath}`); // kept by the cache
    const page = await rawGet(`${site.baseUrl}${pagePath}`);
    held.push({ path: pagePath, contentEncoding: page.encoding, ...page });
  }
  const bare = await startBareServer(port + 1, held, dataDir);
  const results = [];
  for (const { path: pagePath } of held) {
    const urls = [`${bare.baseUrl}${pagePath}`, `${site.baseUrl}${pagePath}`];
    for (const url of urls) runWrk(url, connections, 2, asBrowsers); // warm: cache, JIT
    const perSecond: number[][] = [[], []];
    for (let round = 0; round < rounds; round += 1) {
      for (const index of round % 2 ? [1, 0] : [0, 1]) {
        perSecond[index]!.push(runWrk(urls[index]!, connections, seconds, asBrowsers).perSecond);
      }
    }
    const ratios = perSecond[1]!.map((value, round) => value / perSecond[0]![round]!);
    results.push({
      pagePath,
      bare: median(perSecond[0]!),
      site: median(perSecond[1]!),
      ratio: median(ratios),
    });
  }
  await site.stop();
  await bare.stop();
  return results;
}

for (const { pagePath, bare, site, ratio } of await againstBareHttp()) {
  rows.push({
    measure: `cached ${pagePath.startsWith('/blog/post/') ? 'post' : pagePath} req/s vs bare node:http, same bytes`,
    value: `${Math.round(site)} vs ${Math.round(bare)} (median ratio ${(ratio * 100).toFixed(1)}%)`,
    budget: '≥ 50%',
    pass: ratio >= 0.5,
    conditions: `wrk, gzip, ${connections} connections, ${rounds} alternating turns of ${seconds} s`,
  });
}

const cores = availableParallelism();
for (const [label, load] of [
  ['cached /', cachedHome],
  ['uncached blog search', uncachedSearch],
  ['signed-in GET /api/posts', signedInRead],
] as const) {
  const workers = await sideBySide({}, { WEB_CONCURRENCY: 'auto' }, load);
  rows.push({
    measure: `${label} req/s, ${cores} workers vs 1 process`,
    value: `${Math.round(workers.second)} vs ${Math.round(workers.first)} (×${workers.ratio.toFixed(2)})`,
    budget: load === cachedHome ? '' : '≥ ×1.3',
    pass: load === cachedHome ? null : workers.ratio >= 1.3,
    conditions: `wrk (1 thread) and PostgreSQL on the same ${cores} cores, ${connections} connections`,
  });
}

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
