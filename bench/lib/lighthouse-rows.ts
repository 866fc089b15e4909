import {
  describeCalibration,
  lighthouseCategories,
  runLighthouse,
  type LighthouseReport,
} from './lighthouse';
import { compareLighthouse, type AuditedBuild } from './lighthouse-turns';
import { primeReferencePage } from './reference-page';
import type { Row } from './report';

/**
 * The Lighthouse part of `npm run bench`: the reference page, then each of `paths` on the build
 * at `baseUrl`, `BENCH_LIGHTHOUSE_RUNS` (5) times each, every category's median against the
 * budgets of DESIGN.md §7; given the address of `other` build, both builds again in turns
 * (lighthouse-turns.ts).
 */
export async function lighthouseRows(
  baseUrl: string,
  paths: string[],
  other: string | null,
): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const referencePath = await primeReferencePage(baseUrl);
  if (other) await primeReferencePage(other);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const [reference, ...reports] = await runLighthouse(baseUrl, [referencePath, ...paths], runs);
  // Each run's CPU slowdown comes from the host's benchmark index just before it (Lighthouse's
  // calculator), so the scores are for the same simulated phone on any host; the notes list
  // every run.
  const describeRuns = (report: LighthouseReport) =>
    report.runs
      .map(
        (run) =>
          `${run.scores.performance} at ×${run.cpuSlowdownMultiplier.toFixed(1)} ` +
          `(index ${Math.round(run.benchmarkIndex)}, Lighthouse's ${Math.round(run.recordedBenchmarkIndex)})`,
      )
      .join(', ');
  // The control has no verdict: what it loses is the machine's, or the calibration's.
  rows.push({
    measure: 'Lighthouse reference page (no CSS, JS or images) performance',
    value: String(reference!.scores.performance),
    budget: "(this machine's ceiling)",
    pass: null,
    conditions: describeCalibration(reference!.runs),
  });
  notes.push(`Lighthouse reference page performance per run: ${describeRuns(reference!)}`);
  if (reference!.flagged.length > 0) {
    notes.push(`Lighthouse reference page flags: ${reference!.flagged.join(', ')}`);
  }
  for (const report of reports) {
    const calibration = describeCalibration(report.runs);
    for (const category of lighthouseCategories) {
      const score = report.scores[category];
      // Even the median performance score moves by a point or two between benches.
      const floor = category === 'performance' ? 98 : 100;
      rows.push({
        measure: `Lighthouse ${report.path} ${category}`,
        value: String(score),
        budget: floor === 100 ? '100' : '100 (≥ 98 tolerated)',
        pass: score >= floor,
        conditions: `${calibration}; reference ${reference!.scores[category]}`,
      });
    }
    notes.push(
      `Lighthouse ${report.path} performance per run: ${describeRuns(report)} (median reported)`,
    );
    if (report.flagged.length > 0) {
      notes.push(`Lighthouse ${report.path} flags: ${report.flagged.join(', ')}`);
    }
  }
  if (other) {
    const builds = [
      { label: 'this build', baseUrl },
      { label: 'the other build', baseUrl: other },
    ] satisfies [AuditedBuild, AuditedBuild];
    rows.push(...(await compareLighthouse(builds, referencePath, paths, runs)));
  }
  return { rows, notes };
}
