import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { findChromium } from '../../test/helpers/chromium';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface LighthouseReport {
  path: string;
  /** 0–100 per category. */
  scores: Record<LighthouseCategory, number>;
  /** The performance score of every run, the reported one being the median run's. */
  performanceRuns: number[];
  /** Audits that cost points in the median run, for the categories below 100: what to fix. */
  flagged: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs Lighthouse (its default mobile profile: emulated phone, simulated slow 4G and CPU
 * slowdown) on each page in one browser: the Chromium the e2e tests use, driven over its
 * DevTools port, so nothing is fetched from the network but the site itself. Each page is
 * audited `runs` times and reported from the median run, chosen as Lighthouse CI does (closest
 * to the median first contentful paint and time to interactive): one run's performance score
 * moves by several points with whatever else the machine is doing. Every run's performance
 * score is kept in the report.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseReport[]> {
  const browser = await findChromium();
  const port = await freePort();
  const instance = await chromium.launch({
    executablePath: browser.executablePath,
    args: [...browser.args, `--remote-debugging-port=${port}`],
  });
  const reports: LighthouseReport[] = [];
  try {
    for (const path of paths) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(path, baseUrl).href, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...lighthouseCategories],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        results.push(result.lhr);
      }
      const valid = filterToValidRuns(results);
      // A run that failed (no first paint) has no median to join; report it if all failed.
      const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0]!;
      const { categories, audits, runtimeError } = lhr;
      const scoreOf = (result: Result, id: LighthouseCategory) =>
        Math.round((result.categories[id]?.score ?? 0) * 100);
      const scores = Object.fromEntries(
        lighthouseCategories.map((id) => [id, scoreOf(lhr, id)]),
      ) as Record<LighthouseCategory, number>;
      const flagged = lighthouseCategories
        .filter((id) => scores[id] < 100)
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const audit = audits[ref.id]!;
          return `${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
        });
      // A failed run scores 0 with no audit to blame; its error says why.
      if (runtimeError) flagged.unshift(`${runtimeError.code}: ${runtimeError.message}`);
      reports.push({
        path,
        scores,
        performanceRuns: results.map((result) => scoreOf(result, 'performance')),
        flagged: [...new Set(flagged)],
      });
    }
  } finally {
    await instance.close();
  }
  return reports;
}
