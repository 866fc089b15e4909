import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measurePageWeights } from './page-weight';
import { findBenchPages } from './pages';
import { recreateDatabase } from './postgres';
import type { Row } from './report';
import { startServer, type RunningServer } from './server';
import { timeUncachedRenders, type RenderTarget } from './uncached-render';

/**
 * The checkout named by `--against DIR`, which must hold its own build (`npm ci` and
 * `npm run build` there, e.g. in a git worktree of the commit before a change); undefined when
 * the option is not given. Exits with the usage when DIR has no build.
 */
export function againstCheckout(usage: string): string | undefined {
  const index = process.argv.indexOf('--against');
  if (index < 0) return undefined;
  const checkout = process.argv[index + 1];
  if (!checkout || !existsSync(path.join(checkout, 'dist/app-server.mjs'))) {
    console.error(`Usage: ${usage} --against <a checkout with its build in dist/>`);
    process.exit(2);
  }
  return path.resolve(checkout);
}

/** A running build: where it answers, and its PostgreSQL database (null: an embedded one). */
export interface ComparedBuild {
  baseUrl: string;
  databaseUrl: string | null;
}

/**
 * Starts the build in `checkout` as `npm start` would, on a fresh database (`databaseUrl`,
 * recreated; null for PGlite) and data directory of its own, with the bench's memory route.
 */
export async function startOtherBuild(
  checkout: string,
  { databaseUrl, port }: { databaseUrl: string | null; port: number },
): Promise<ComparedBuild & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-'));
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const server: RunningServer = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SITE_URL: `http://127.0.0.1:${port}`,
      BENCH_MEMORY_PAGES: '1',
    },
    port,
    { checkout },
  );
  return {
    baseUrl: server.baseUrl,
    databaseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * This build and the other side by side: page weights and the time of a render of `/` that
 * misses the public cache. That one needs PostgreSQL: the bench empties a build's cache through
 * its database's LISTEN/NOTIFY channel.
 */
export async function compareBuilds(
  mine: ComparedBuild,
  theirs: ComparedBuild,
): Promise<{ rows: Row[]; notes: string[] }> {
  const rows = await compareWeights(mine.baseUrl, theirs.baseUrl);
  if (!mine.databaseUrl || !theirs.databaseUrl) {
    return { rows, notes: ['The cache-miss render of / is compared on PostgreSQL only.'] };
  }
  rows.push(
    await compareUncachedRenders(
      { baseUrl: mine.baseUrl, databaseUrl: mine.databaseUrl },
      { baseUrl: theirs.baseUrl, databaseUrl: theirs.databaseUrl },
    ),
  );
  return { rows, notes: [] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signedKb = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))}`;
/** How much more script a page may load up front than on the other build (issue 31). */
const jsAtLoadAllowance = 512;
/** How much slower this build's median cache-miss render of `/` may be (issue 31). */
const renderAllowance = 1.2;

/**
 * The JS and CSS of the same pages on this build and the other, measured alike (page-weight.ts),
 * side by side with the difference. JS at load may grow by 0.5 KB at most on the home page,
 * `/landing` and a solution page; the other figures have no verdict.
 */
async function compareWeights(mine: string, theirs: string): Promise<Row[]> {
  const [ours, others] = await Promise.all([findBenchPages(mine), findBenchPages(theirs)]);
  const compared = (['home', 'landing', 'solution', 'post'] as const).filter(
    (key) => ours[key].exists && others[key].exists,
  );
  const [myWeights, otherWeights] = [
    await measurePageWeights(
      mine,
      compared.map((key) => ours[key].path),
    ),
    await measurePageWeights(
      theirs,
      compared.map((key) => others[key].path),
    ),
  ];
  const rows: Row[] = [];
  for (const [index, key] of compared.entries()) {
    const [my, other] = [myWeights[index]!, otherWeights[index]!];
    const side = (measure: string, bytes: number, otherBytes: number, allowance?: number) => ({
      measure: `${ours[key].path} ${measure}, this build vs the other`,
      value: `${kb(bytes)} vs ${kb(otherBytes)} (${signedKb(bytes - otherBytes)})`,
      budget: allowance === undefined ? '' : `≤ the other + ${kb(allowance)}`,
      pass: allowance === undefined ? null : bytes - otherBytes <= allowance,
    });
    rows.push(
      side(
        'JS at load (gzip)',
        my.jsGzipBytes,
        other.jsGzipBytes,
        key === 'post' ? undefined : jsAtLoadAllowance,
      ),
      side('JS once used (gzip)', my.firstUseJsGzipBytes, other.firstUseJsGzipBytes),
      side('CSS (gzip)', my.cssGzipBytes, other.cssGzipBytes),
    );
  }
  return rows;
}

/**
 * The time of a render of `/` that misses the public cache, on this build and the other in
 * turns (uncached-render.ts): its median may be at most 20% above the other's.
 */
async function compareUncachedRenders(mine: RenderTarget, theirs: RenderTarget): Promise<Row> {
  const [my, other] = await timeUncachedRenders([mine, theirs], '/');
  const ratio = my!.p50Ms / other!.p50Ms;
  const times = ({ p50Ms, p95Ms }: { p50Ms: number; p95Ms: number }) =>
    `${p50Ms.toFixed(1)} / ${p95Ms.toFixed(1)} ms`;
  return {
    measure: '/ render on a cache miss p50 / p95, this build vs the other',
    value: `${times(my!)} vs ${times(other!)} (×${ratio.toFixed(2)} p50)`,
    budget: `p50 ≤ ×${renderAllowance} the other`,
    pass: ratio <= renderAllowance,
    conditions:
      `${my!.samples} renders each, in turns; answered from the cache before the notice ` +
      `arrived and asked again: ${my!.retried} and ${other!.retried}`,
  };
}
