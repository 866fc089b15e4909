import type { Logger } from 'pino';
import { runSeeds } from '../../seeds/index';
import { toCount, type Database } from './db';

/**
 * Runs the pending migrations. Another instance starting at the same time holds knex's lock
 * while it migrates: wait for it (up to a minute) rather than fail to start.
 */
async function migrateOnce(db: Database, logger: Logger): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [, applied] = (await db.migrate.latest()) as [number, string[]];
      return applied;
    } catch (error) {
      if ((error as Error).name !== 'MigrationLocked' || attempt >= 60) throw error;
      if (attempt === 1) logger.info('another instance is migrating the database; waiting');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Brings the schema up to date and, on a database with no users yet, loads the sample content. */
export async function prepareDatabase(db: Database, logger: Logger): Promise<void> {
  const applied = await migrateOnce(db, logger);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const [row] = await db('users').count({ count: '*' });
  if (toCount(row?.count) === 0) {
    await runSeeds(db);
    logger.info('empty database seeded with sample content');
  }
}
