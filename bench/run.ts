/**
 * `npm run bench`: builds if needed, then measures start-up, memory and page weight against
 * the budgets of DESIGN.md §7, prints one table and writes a JSON report to bench/results/.
 * Runs on a fresh PostgreSQL database (BENCH_DATABASE_URL's server), or with `--pglite` on a
 * fresh embedded database.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measurePageWeight } from './lib/page-weight';
import { recreateDatabase } from './lib/postgres';
import { root, rssMiB, startServer } from './lib/server';

interface Row {
  measure: string;
  value: string;
  budget: string;
  pass: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const port = Number(process.env.BENCH_PORT ?? 3299);

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
  cwd: root,
  stdio: 'inherit',
});

const usePglite = process.argv.includes('--pglite');
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-'));
if (!usePglite) await recreateDatabase(databaseUrl);
const env = { DATA_DIR: dataDir, DATABASE_URL: usePglite ? '' : databaseUrl };
console.log(`Database: ${usePglite ? 'embedded PGlite' : databaseUrl}`);
const rows: Row[] = [];

// First start: empty embedded database, migrated and seeded on the way up.
const first = await startServer(env, port);
rows.push({
  measure: 'first start to first 200 (migrate + seed)',
  value: `${Math.round(first.startupMs)} ms`,
  budget: '',
  pass: null,
});
await first.stop();

// Later start: same data, nothing to migrate or seed.
const server = await startServer(env, port);
rows.push({
  measure: 'later start to first 200',
  value: `${Math.round(server.startupMs)} ms`,
  budget: '',
  pass: null,
});

await new Promise((resolve) => setTimeout(resolve, 3000));
const idle = rssMiB(server.process.pid!);
rows.push({
  measure: 'idle RSS',
  value: `${idle.toFixed(0)} MiB`,
  budget: '< 120 MiB',
  pass: idle < 120,
});

const budgets: Record<string, { js: number; css: number | null }> = {
  '/': { js: 120 * 1024, css: 25 * 1024 },
};
for (const [pagePath, budget] of Object.entries(budgets)) {
  const weight = await measurePageWeight(server.baseUrl, pagePath);
  rows.push({
    measure: `${pagePath} JS (gzip)`,
    value: kb(weight.jsGzipBytes),
    budget: `≤ ${kb(budget.js)}`,
    pass: weight.jsGzipBytes <= budget.js,
  });
  if (budget.css !== null) {
    rows.push({
      measure: `${pagePath} CSS (gzip)`,
      value: kb(weight.cssGzipBytes),
      budget: `≤ ${kb(budget.css)}`,
      pass: weight.cssGzipBytes <= budget.css,
    });
  }
}

const exitCode = await server.stop();
rows.push({
  measure: 'SIGTERM exit code',
  value: String(exitCode),
  budget: '0',
  pass: exitCode === 0,
});
rmSync(dataDir, { recursive: true, force: true });

console.log(`Database: ${usePglite ? 'embedded PGlite' : 'PostgreSQL'}`);
console.table(
  rows.map((row) => ({ ...row, pass: row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL' })),
);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const reportFile = path.join(
  root,
  'bench/results',
  `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
const database = usePglite ? 'pglite' : 'postgresql';
writeFileSync(
  reportFile,
  `${JSON.stringify({ at: new Date().toISOString(), database, rows }, null, 2)}\n`,
);
console.log(`Report: ${path.relative(root, reportFile)}`);
process.exitCode = rows.some((row) => row.pass === false) ? 1 : 0;
