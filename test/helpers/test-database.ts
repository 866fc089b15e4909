import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { pino } from 'pino';
import { openDatabase, type Database } from '#src/models/db';
import { loadTemplate } from './pglite-template';

const silent = pino({ level: 'silent' });

export interface TestDatabase {
  db: Database;
  /** Where the app under test connects: PostgreSQL URL, or undefined for in-memory PGlite. */
  databaseUrl: string | undefined;
  schema: string | undefined;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * schema of its own in the PostgreSQL named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!databaseUrl) {
    const pglite = await loadTemplate();
    const db = await openDatabase(pglite ? { pglite } : {}, silent);
    await db.migrate.latest();
    return { db, databaseUrl, schema: undefined, destroy: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: databaseUrl });
  await admin.raw('create schema ??', [schema]);
  const db = await openDatabase({ databaseUrl, schema }, silent);
  await db.migrate.latest();
  return {
    db,
    databaseUrl,
    schema,
    async destroy() {
      await db.destroy();
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    },
  };
}
