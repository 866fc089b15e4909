import { createServer } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { findChromium } from '#test/helpers/chromium';
import { calibrateCpuSlowdown } from './cpu-calibration';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
type Scores = Record<LighthouseCategory, number>;

/** One Lighthouse run of a page, on the CPU slowdown calibrated just before it. */
export interface LighthouseRun {
  /** Lighthouse's benchmark of the host, measured right before the run. */
  benchmarkIndex: number;
  /** The slowdown the run simulated, from that index (read back from the run's settings). */
  cpuSlowdownMultiplier: number;
  /** False when the host was too slow for the calculator, so the run was not slowed down. */
  withinCalculatorRange: boolean;
  /** Lighthouse's own benchmark at the start of the run, for comparison. */
  recordedBenchmarkIndex: number;
  /** 0–100 per category; all 0 for a run that failed. */
  scores: Scores;
  /** Why the run failed (no first paint, page error), if it did. */
  runtimeError?: string;
}

export interface LighthouseReport {
  path: string;
  /** The median of the valid runs' scores, per category. */
  scores: Scores;
  runs: LighthouseRun[];
  /** Audits that cost points in the median run of each category below 100: what to fix. */
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
 * Lighthouse's benchmark of the host right now: its own `computeBenchmarkIndex`, evaluated once
 * in a fresh blank tab of the audit browser, as Lighthouse does at the start of every run to
 * fill `lhr.environment.benchmarkIndex`. (A tab that has already run it scores higher, as V8 has
 * warmed up, and the calculator's formula is for Lighthouse's own, first, measurement.)
 */
async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

const scoresOf = (lhr: Result): Scores =>
  Object.fromEntries(
    lighthouseCategories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Scores;

/** The run holding the median score of a category (the lower middle one for an even count). */
function medianRun(lhrs: Result[], category: LighthouseCategory): Result {
  const sorted = [...lhrs].sort((a, b) => scoresOf(a)[category] - scoresOf(b)[category]);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The audits of a category that lost points in that run, with Lighthouse's figure. */
function failingAudits(lhr: Result, category: LighthouseCategory): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      return `${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
    });
}

/**
 * The longest main-thread tasks of a run as Lighthouse simulated them (what total blocking time
 * adds up: each task's time beyond 50 ms), named by script file, or by path for the page itself.
 */
function longTasks(lhr: Result, shown = 4): string | null {
  const details = lhr.audits['long-tasks']?.details as
    { items?: Array<{ url: string; duration: number }> } | undefined;
  const tasks = details?.items ?? [];
  if (tasks.length === 0) return null;
  const source = (url: string) => {
    if (!URL.canParse(url)) return url.toLowerCase();
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/') ? pathname.split('/').at(-1)! : pathname;
  };
  const listed = tasks
    .slice(0, shown)
    .map((task) => `${Math.round(task.duration)} ms ${source(task.url)}`);
  if (tasks.length > shown) listed.push(`${tasks.length - shown} more`);
  return `long tasks: ${listed.join(', ')}`;
}

/**
 * Runs Lighthouse (its default mobile profile: emulated phone, simulated slow 4G, simulated CPU
 * slowdown) on each page in one browser: the Chromium the e2e tests use, driven over its
 * DevTools port, so nothing is fetched from the network but the site itself.
 *
 * The profile's fixed 4× CPU slowdown assumes a fast desktop; on a slower or busier host it
 * simulates a slower phone, and the score follows the host. So before every run the host is
 * benchmarked again (its index moves by ±40% between runs on a shared machine) and the run's
 * `cpuSlowdownMultiplier` is derived from that index with Lighthouse's calculator
 * (./cpu-calibration.ts). It is passed as an ordinary setting rather than swapped in between
 * Lighthouse's gathering and auditing (which Lighthouse refuses), so the run uses one slowdown
 * throughout: in its simulation and in what it prepares in the page before loading it.
 *
 * Each page is audited until `runs` runs have succeeded (at most two failed runs retried) and
 * each category reported as the median of their scores, with the audits that cost points in that
 * median run.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs = 5,
): Promise<LighthouseReport[]> {
  // Lighthouse audits what a visitor's browser does, so the full Chromium, not its headless shell.
  const browser = await findChromium({ headlessShell: false });
  const port = await freePort();
  const instance = await chromium.launch({
    executablePath: browser.executablePath,
    args: [...browser.args, `--remote-debugging-port=${port}`],
  });
  const reports: LighthouseReport[] = [];
  try {
    for (const path of paths) {
      const lhrs: Result[] = [];
      const pageRuns: LighthouseRun[] = [];
      // A run whose trace failed (on a busy host Lighthouse sometimes misses the navigation
      // start, and says to run it again) is run again, up to twice per page.
      const attempts = runs + 2;
      while (filterToValidRuns(lhrs).length < runs && lhrs.length < attempts) {
        const calibration = calibrateCpuSlowdown(await measureBenchmarkIndex(instance));
        const result = await lighthouse(new URL(path, baseUrl).href, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...lighthouseCategories],
          throttling: { cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier },
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        lhrs.push(lhr);
        pageRuns.push({
          benchmarkIndex: calibration.benchmarkIndex,
          cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
          withinCalculatorRange: calibration.withinCalculatorRange,
          recordedBenchmarkIndex: lhr.environment.benchmarkIndex,
          scores: scoresOf(lhr),
          ...(lhr.runtimeError && {
            runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
          }),
        });
      }
      const valid = filterToValidRuns(lhrs);
      // If every run failed, the first one's zeros and error are the report.
      const candidates = valid.length > 0 ? valid : lhrs.slice(0, 1);
      const medians = lighthouseCategories.map((id) => [id, medianRun(candidates, id)] as const);
      const scores = Object.fromEntries(
        medians.map(([id, lhr]) => [id, scoresOf(lhr)[id]]),
      ) as Scores;
      const flagged = medians
        .filter(([id]) => scores[id] < 100)
        .flatMap(([id, lhr]) => {
          const tasks = id === 'performance' ? longTasks(lhr) : null;
          return [...failingAudits(lhr, id), ...(tasks ? [tasks] : [])];
        });
      // A failed run scores 0 with no audit to blame; its error says why.
      const errors = pageRuns.flatMap((run) => run.runtimeError ?? []);
      if (errors.length > 0) {
        flagged.unshift(
          `${errors.length} of ${pageRuns.length} runs failed (${[...new Set(errors)].join('; ')})`,
        );
      }
      const uncalibrated = pageRuns.filter((run) => !run.withinCalculatorRange).length;
      if (uncalibrated > 0) {
        flagged.unshift(
          `${uncalibrated} of ${pageRuns.length} runs on a host too slow for the calculator, not slowed down`,
        );
      }
      reports.push({ path, scores, runs: pageRuns, flagged: [...new Set(flagged)] });
    }
  } finally {
    await instance.close();
  }
  return reports;
}

/** "5.3 (4.6–6.1)": the median and the range of some figures. */
function medianAndRange(values: number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const median = (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
  return `${format(median)} (${format(sorted[0]!)}–${format(sorted.at(-1)!)})`;
}

/**
 * The slowdowns and benchmark indices of a page's runs, as medians and ranges:
 * "CPU ×5.3 (4.6–6.1), index 1,850 (1,690–2,030)".
 */
export function describeCalibration(runs: LighthouseRun[]): string {
  const multipliers = runs.map((run) => run.cpuSlowdownMultiplier);
  const indices = runs.map((run) => run.benchmarkIndex);
  return (
    `CPU ×${medianAndRange(multipliers, (value) => value.toFixed(1))}, ` +
    `index ${medianAndRange(indices, (value) => Math.round(value).toLocaleString('en-US'))}`
  );
}
