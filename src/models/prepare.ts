import type { Logger } from 'pino';
import { runSeeds, type SeedOptions } from '../../seeds/index';
import { toCount, type Database } from './db';

/**
 * Runs the pending migrations. Another instance starting at the same time holds knex's lock
 * while it migrates: wait for it (up to a minute) rather than fail to start.
 */
export async function migrateDatabase(db: Database, logger: Logger): Promise<string[]> {
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

export const messages = {
  seededSamples: 'empty database seeded with sample content',
  seededDefaults:
    'empty database: site defaults loaded, no sample accounts or posts (SEED_SAMPLE_CONTENT=true loads them)',
} as const;

/**
 * Brings the schema up to date and, on a database with no users yet, loads the site's
 * defaults, plus the sample accounts and posts when `sampleContent` (never unasked in production).
 */
export async function prepareDatabase(
  db: Database,
  logger: Logger,
  options: SeedOptions,
): Promise<void> {
  const applied = await migrateDatabase(db, logger);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const [row] = await db('users').count({ count: '*' });
  if (toCount(row?.count) === 0) {
    await runSeeds(db, options);
    logger.info(options.sampleContent ? messages.seededSamples : messages.seededDefaults);
  }
}
