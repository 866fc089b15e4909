import { lighthouseCategories, runLighthouse, type LighthouseRun } from './lighthouse';
import type { Row } from './report';

/** A running build to audit: what the rows call it and where it answers. */
export interface AuditedBuild {
  label: string;
  baseUrl: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/**
 * Did a change move Lighthouse? Audits the reference page and each of `paths` on this build and
 * the other one in turns, one run at a time, so both meet the machine in the same state
 * (DESIGN.md §7: mobile, CPU slowdown calibrated per run), and compares the medians of `runs`
 * runs per page and build: this build may not score lower (by more than a point or two of
 * performance, the noise of one bench).
 */
export async function compareLighthouse(
  [mine, theirs]: [AuditedBuild, AuditedBuild],
  referencePath: string,
  paths: string[],
  runs: number,
): Promise<Row[]> {
  const builds = [mine, theirs];
  // results[build][path] = one entry per run, taken in turns.
  const results = builds.map(() => new Map<string, LighthouseRun[]>());
  for (let run = 0; run < runs; run++) {
    for (const pagePath of [referencePath, ...paths]) {
      for (const [index, build] of builds.entries()) {
        const [pageReport] = await runLighthouse(build.baseUrl, [pagePath], 1);
        const list = results[index]!.get(pagePath) ?? [];
        list.push(...pageReport!.runs.filter((entry) => !entry.runtimeError));
        results[index]!.set(pagePath, list);
      }
    }
  }
  const performanceRuns = (index: number, pagePath: string) =>
    (results[index]!.get(pagePath) ?? []).map((entry) => entry.scores.performance).join(', ');
  const rows: Row[] = [];
  for (const pagePath of [referencePath, ...paths]) {
    const label = pagePath === referencePath ? 'reference page (no CSS, JS or images)' : pagePath;
    for (const category of lighthouseCategories) {
      const [score, other] = results.map((byPath) =>
        median((byPath.get(pagePath) ?? []).map((entry) => entry.scores[category])),
      );
      rows.push({
        measure: `Lighthouse ${label} ${category} against ${theirs.label}`,
        value: `${score} (${theirs.label} ${other})`,
        budget: `no lower than ${theirs.label}`,
        pass:
          pagePath === referencePath
            ? null
            : score! >= other! - (category === 'performance' ? 2 : 0),
        conditions:
          `${runs} runs each; ${mine.label}: ${performanceRuns(0, pagePath)}; ` +
          `${theirs.label}: ${performanceRuns(1, pagePath)} (performance per run)`,
      });
    }
  }
  return rows;
}
