import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { migrationSource } from '../../migrations/index';
import { lockPgliteFolder } from './pglite-lock';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when missing, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `undefined` with no URL means in memory. */
  pgliteDir?: string | undefined;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string | undefined;
  /** An already opened PGlite (tests start one from a migrated snapshot). */
  pglite?: PGlite | undefined;
}

export async function knexConfig(options: DatabaseOptions): Promise<Knex.Config> {
  const shared: Knex.Config = {
    // Columns are snake_case in SQL and camelCase in code, both ways.
    ...knexSnakeCaseMappers(),
    migrations: {
      migrationSource,
      tableName: 'knex_migrations',
      ...(options.schema ? { schemaName: options.schema } : {}),
    },
    ...(options.schema ? { searchPath: [options.schema] } : {}),
  };
  if (options.databaseUrl) {
    return {
      ...shared,
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
      // Fail fast when the database is unreachable instead of queueing for a minute.
      acquireConnectionTimeout: 5_000,
    };
  }
  // Loaded only when used: importing PGlite costs ~40 MB even when PostgreSQL is configured.
  const { default: ClientPgLite } = await import('knex-pglite');
  // PGlite allows one connection; knex-pglite fixes the pool itself, so no `pool` here.
  if (options.pglite || !options.pgliteDir) {
    return {
      ...shared,
      client: ClientPgLite,
      connection: options.pglite ? () => ({ pglite: options.pglite }) as object : {},
    };
  }
  // PGlite creates its own folder but not the ones above it (DATA_DIR on a first start).
  mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const releaseLock = lockPgliteFolder(options.pgliteDir);
  class LockedClientPgLite extends ClientPgLite {
    override async destroy(callback?: unknown) {
      try {
        return await super.destroy(callback);
      } finally {
        releaseLock();
      }
    }
  }
  // A new folder starts from the build's copy of an initialised database, when there is one.
  const { openNewEmbeddedDatabase } = await import('./embedded-database-template');
  const fromCopy = await openNewEmbeddedDatabase(options.pgliteDir).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  return {
    ...shared,
    client: LockedClientPgLite,
    connection: fromCopy ? () => ({ pglite: fromCopy }) as object : { filename: options.pgliteDir },
  };
}
