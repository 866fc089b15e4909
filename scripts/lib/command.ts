import path from 'node:path';
import { pino } from 'pino';
import { ConfigError, loadDatabaseConfig } from '../../src/config/env';
import { AppError } from '../../src/errors';
import { openDatabase, type Database } from '../../src/models/db';
import { DatabaseInUseError } from '../../src/models/pglite-lock';
import { migrateDatabase, prepareDatabase } from '../../src/models/prepare';

/** Ends an operator's command with a message on stderr (2: the command was called wrongly). */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

export type DatabaseConfig = ReturnType<typeof loadDatabaseConfig>;

/**
 * Runs `work` on the configured database (DATA_DIR or DATABASE_URL), migrated and seeded as a
 * start would (`migrateOnly`: migrated, nothing seeded, for commands that fill it themselves);
 * the product's refusals (an AppError) end the command with their message.
 */
export async function withDatabase(
  work: (db: Database, config: DatabaseConfig) => Promise<void>,
  { migrateOnly = false } = {},
): Promise<void> {
  let config: DatabaseConfig;
  try {
    config = loadDatabaseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  }).catch((error: unknown) => {
    if (error instanceof DatabaseInUseError) fail(error.message);
    throw error;
  });
  try {
    const logger = pino({ level: 'silent' });
    if (migrateOnly) await migrateDatabase(db, logger);
    else await prepareDatabase(db, logger, { sampleContent: config.seedSampleContent });
    await work(db, config);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
