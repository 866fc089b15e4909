import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
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
  /** Audits that cost points, for the categories below 100: what to fix. */
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
 * DevTools port, so nothing is fetched from the network but the site itself.
 */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseReport[]> {
  const browser = await findChromium();
  const port = await freePort();
  const instance = await chromium.launch({
    executablePath: browser.executablePath,
    args: [...browser.args, `--remote-debugging-port=${port}`],
  });
  const reports: LighthouseReport[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(
        lighthouseCategories.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as Record<LighthouseCategory, number>;
      const flagged = lighthouseCategories
        .filter((id) => scores[id] < 100)
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const audit = audits[ref.id]!;
          return `${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
        });
      reports.push({ path, scores, flagged: [...new Set(flagged)] });
    }
  } finally {
    await instance.close();
  }
  return reports;
}
