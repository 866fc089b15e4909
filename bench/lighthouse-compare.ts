/**
 * `npm run bench:lighthouse -- --against <another checkout>`: did a change move Lighthouse?
 * Starts this working copy's build and the other checkout's (built there with its own
 * `npm ci` and `npm run build`; e.g. a git worktree of the commit before the change), each on a
 * fresh PostgreSQL database (`BENCH_DATABASE_URL` with `_a` / `_b` appended), then audits each
 * budgeted page on both in turns, one run at a time, so that both builds meet the same machine
 * (DESIGN.md §7: mobile, CPU slowdown calibrated per run). Prints the median of
 * `BENCH_LIGHTHOUSE_RUNS` (5) runs per page and build, and the no-JS reference page's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lighthouseCategories, runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { findBenchPages } from './lib/pages';
import { recreateDatabase } from './lib/postgres';
import { primeReferencePage } from './lib/reference-page';
import { report, type Row } from './lib/report';
import { root, startServer, type RunningServer } from './lib/server';

const againstIndex = process.argv.indexOf('--against');
const against = againstIndex > 0 ? process.argv[againstIndex + 1] : undefined;
if (!against || !existsSync(path.join(against, 'dist/app-server.mjs'))) {
  console.error(
    'Usage: npm run bench:lighthouse -- --against <a checkout with its build in dist/>',
  );
  process.exit(2);
}
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench_lighthouse';
const firstPort = Number(process.env.BENCH_PORT ?? 3299);

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
  cwd: root,
  stdio: 'inherit',
});

async function start(checkout: string, suffix: string, port: number): Promise<RunningServer> {
  const url = `${databaseUrl}_${suffix}`;
  await recreateDatabase(url);
  return startServer(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ava-bench-')),
      DATABASE_URL: url,
      SITE_URL: `http://127.0.0.1:${port}`,
      BENCH_MEMORY_PAGES: '1',
    },
    port,
    { checkout },
  );
}

const builds = [
  { label: 'this checkout', server: await start(root, 'a', firstPort) },
  { label: path.resolve(against), server: await start(against, 'b', firstPort + 1) },
];
const pages = await findBenchPages(builds[0]!.server.baseUrl);
const audited = [pages.home, pages.landing, pages.solution, pages.blog, pages.post]
  .filter((page) => page.exists)
  .map((page) => page.path);
const referencePath = await primeReferencePage(builds[0]!.server.baseUrl);
await primeReferencePage(builds[1]!.server.baseUrl);

// runs[build][path] = one entry per run, taken in turns.
const results = builds.map(() => new Map<string, LighthouseRun[]>());
for (let run = 0; run < runs; run++) {
  for (const pagePath of [referencePath, ...audited]) {
    for (const [index, build] of builds.entries()) {
      const [pageReport] = await runLighthouse(build.server.baseUrl, [pagePath], 1);
      const list = results[index]!.get(pagePath) ?? [];
      list.push(...pageReport!.runs.filter((entry) => !entry.runtimeError));
      results[index]!.set(pagePath, list);
    }
  }
}
for (const build of builds) await build.server.stop();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const rows: Row[] = [];
for (const pagePath of [referencePath, ...audited]) {
  const label = pagePath === referencePath ? 'reference page (no CSS, JS or images)' : pagePath;
  for (const category of lighthouseCategories) {
    const [mine, theirs] = results.map((byPath) =>
      median((byPath.get(pagePath) ?? []).map((entry) => entry.scores[category])),
    );
    rows.push({
      measure: `Lighthouse ${label} ${category}`,
      value: `${mine} (other build ${theirs})`,
      budget: 'no lower than the other build',
      // A point or two of performance is the noise of one bench (README, Benchmarks).
      pass:
        pagePath === referencePath ? null : mine! >= theirs! - (category === 'performance' ? 2 : 0),
      conditions: `${runs} runs each; this: ${(results[0]!.get(pagePath) ?? [])
        .map((entry) => entry.scores.performance)
        .join(', ')}; other: ${(results[1]!.get(pagePath) ?? [])
        .map((entry) => entry.scores.performance)
        .join(', ')} (performance per run)`,
    });
  }
}
report('lighthouse-compare', rows, {
  usePglite: false,
  notes: [`Compared with the build in ${path.resolve(against)}`],
});
