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
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { againstCheckout } from './lib/build-comparison';
import { compareLighthouse } from './lib/lighthouse-turns';
import { findBenchPages } from './lib/pages';
import { recreateDatabase } from './lib/postgres';
import { primeReferencePage } from './lib/reference-page';
import { report } from './lib/report';
import { root, startServer, type RunningServer } from './lib/server';

const usage = 'npm run bench:lighthouse --';
const against = againstCheckout(usage);
if (!against) {
  console.error(`Usage: ${usage} --against <a checkout with its build in dist/>`);
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

const mine = await start(root, 'a', firstPort);
const theirs = await start(against, 'b', firstPort + 1);
const pages = await findBenchPages(mine.baseUrl);
const audited = [pages.home, pages.landing, pages.solution, pages.blog, pages.post]
  .filter((page) => page.exists)
  .map((page) => page.path);
const referencePath = await primeReferencePage(mine.baseUrl);
await primeReferencePage(theirs.baseUrl);

const rows = await compareLighthouse(
  [
    { label: 'this build', baseUrl: mine.baseUrl },
    { label: 'the other build', baseUrl: theirs.baseUrl },
  ],
  referencePath,
  audited,
  runs,
);
await mine.stop();
await theirs.stop();

report('lighthouse-compare', rows, {
  usePglite: false,
  notes: [`Compared with the build in ${against}`],
});
