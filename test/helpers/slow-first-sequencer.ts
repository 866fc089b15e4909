import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Without timings from an earlier run (a fresh clone, CI), Vitest starts files in the order it
 * found them, so the files that run commands in child processes (tens of seconds each) could
 * start last, with the other worker idle meanwhile. They start first, then the biggest files;
 * with timings at hand, Vitest's own order (longest first) follows the command files.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const source = new Map(sorted.map((file) => [file, readFileSync(file.moduleId, 'utf8')]));
    const runsCommands = (file: TestSpecification) =>
      source.get(file)!.includes('helpers/command-database') ? 0 : 1;
    const untimed = sorted.every((file) => !this.ctx.cache.getFileTestResults(key(file)));
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          runsCommands(a.file) - runsCommands(b.file) ||
          (untimed ? source.get(b.file)!.length - source.get(a.file)!.length : 0) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

const key = (file: TestSpecification) =>
  `${file.project.name}:${file.moduleId.slice(file.project.config.root.length + 1)}`;
