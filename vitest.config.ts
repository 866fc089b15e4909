import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/helpers/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    // One worker per core: an integration worker waits on its database about a third of the time,
    // so Vitest's default (one fewer than the cores) leaves a core idle on a small machine.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Files share their worker's loaded modules: each opens its own database and app, and
          // loading the app per file was a third of the tier's time (164 s → 115 s on PGlite).
          isolate: false,
          globalSetup: ['test/helpers/pglite-template.ts'],
          // Every JSON answer is checked against the OpenAPI document; every request has a
          // connection of its own.
          setupFiles: ['test/helpers/fresh-connections.ts', 'test/helpers/api-contract-check.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
