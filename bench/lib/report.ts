import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server';

/** One measured figure, with a verdict where DESIGN.md §7 sets a budget (`null`: none). */
export interface Row {
  measure: string;
  value: string;
  budget: string;
  pass: boolean | null;
  /** What the figure was measured under, where that varies from run to run. */
  conditions?: string;
}

/**
 * Prints the rows as a table, writes them to `bench/results/<name>-<time>.json` (so two runs can
 * be compared) and sets the exit code: 1 when any budget failed.
 */
export function report(
  name: string,
  rows: Row[],
  { usePglite, notes = [] }: { usePglite: boolean; notes?: string[] },
): void {
  const database = usePglite ? 'pglite' : 'postgresql';
  console.log(`Database: ${usePglite ? 'embedded PGlite' : 'PostgreSQL'}`);
  console.table(
    rows.map((row) => ({ ...row, pass: row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL' })),
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const reportFile = path.join(
    root,
    'bench/results',
    `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    reportFile,
    `${JSON.stringify({ at: new Date().toISOString(), database, rows, notes }, null, 2)}\n`,
  );
  for (const note of notes) console.log(`Note: ${note}`);
  console.log(`Report: ${path.relative(root, reportFile)}`);
  process.exitCode = rows.some((row) => row.pass === false) ? 1 : 0;
}
