/** `npm run db:migrate | db:rollback | db:seed` against the configured database. */
import path from 'node:path';
import { loadDatabaseConfig } from '../src/config/env';
import { openDatabase } from '../src/models/db';
import { DatabaseInUseError } from '../src/models/pglite-lock';
import { runSeeds, seedMessages } from '../seeds/index';

const command = process.argv[2];
const config = loadDatabaseConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
}).catch((error: unknown) => {
  // The server has the embedded database open: say so, without a stack trace.
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});

try {
  if (command === 'migrate') {
    const [, applied] = (await db.migrate.latest()) as [number, string[]];
    console.log(applied.length ? `Applied:\n  ${applied.join('\n  ')}` : 'Already up to date.');
  } else if (command === 'rollback') {
    const [, reverted] = (await db.migrate.rollback()) as [number, string[]];
    console.log(
      reverted.length ? `Rolled back:\n  ${reverted.join('\n  ')}` : 'Nothing to roll back.',
    );
  } else if (command === 'seed') {
    await db.migrate.latest();
    const ran = await runSeeds(db, { sampleContent: config.seedSampleContent });
    console.log(`Seeds run (idempotent):\n  ${ran.join('\n  ')}`);
    if (!config.seedSampleContent) console.log(seedMessages.samplesSkipped);
  } else {
    console.error('Usage: tsx scripts/db.ts migrate|rollback|seed');
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
