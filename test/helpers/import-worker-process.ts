/**
 * A server's job worker, alone, for the crash test (test/integration/content-import-crash.test.ts):
 * runs queued imports on the database of DATA_DIR / DATABASE_URL, prints each import's progress
 * as it changes (`progress <done>`), and exits once no import is waiting or running.
 */
import path from 'node:path';
import { pino } from 'pino';
import { loadDatabaseConfig } from '#src/config/env';
import { JobWorker } from '#src/jobs/worker';
import { openDatabase } from '#src/models/db';
import { migrateDatabase } from '#src/models/prepare';
import {
  contentImportHandler,
  importPlacesOf,
} from '#src/services/portability/content-import-jobs';

const config = loadDatabaseConfig();
const logger = pino({ level: 'silent' });
const db = await openDatabase(
  { databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') },
  logger,
);
await migrateDatabase(db, logger);
const worker = new JobWorker({
  db,
  handlers: [contentImportHandler(importPlacesOf(config), logger)],
  logger,
  pollMs: 100,
  leaseMs: Number(process.env.JOB_LEASE_MS ?? 3_000),
});
worker.start();
let shown = -1;
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const open = await db('contentImports').whereIn('state', ['queued', 'running']).first();
  if (!open) break;
  if (open.done !== shown) {
    shown = open.done;
    process.stdout.write(`progress ${shown}\n`);
  }
}
await worker.stop();
await db.destroy();
process.stdout.write('finished\n');
