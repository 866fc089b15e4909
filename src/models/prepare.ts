import type { Logger } from 'pino';
import { runSeeds } from '../../seeds/index';
import { toCount, type Database } from './db';

/** Brings the schema up to date and, on a database with no users yet, loads the sample content. */
export async function prepareDatabase(db: Database, logger: Logger): Promise<void> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const [row] = await db('users').count({ count: '*' });
  if (toCount(row?.count) === 0) {
    await runSeeds(db);
    logger.info('empty database seeded with sample content');
  }
}
