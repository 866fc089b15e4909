import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import type { Logger } from 'pino';
import { knexConfig, type DatabaseOptions } from './knex-config';

export type Database = Knex;

function knexLogTo(logger: Logger): Knex.Config['log'] {
  return {
    warn: (message: unknown) => logger.warn({ component: 'knex' }, String(message)),
    error: (message: unknown) => logger.error({ component: 'knex' }, String(message)),
    deprecate: (method: string, alternative: string) =>
      logger.warn({ component: 'knex' }, `${method} is deprecated, use ${alternative}`),
    debug: (message: unknown) => logger.debug({ component: 'knex' }, String(message)),
  };
}

/** Opens the database and binds every Objection model to it; knex's own messages go to `logger`. */
export async function openDatabase(options: DatabaseOptions, logger?: Logger): Promise<Database> {
  const knex = knexFactory({
    ...(await knexConfig(options)),
    ...(logger ? { log: knexLogTo(logger) } : {}),
  });
  Model.knex(knex);
  return knex;
}

/** `count()` is a number on PGlite and a string on pg. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number.parseInt(String(value ?? 0), 10);
}

export async function isDatabaseReachable(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.raw('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Which engine holds the data: PostgreSQL itself, or the embedded PGlite. */
export function databaseKind(db: Database): 'postgresql' | 'pglite' {
  return (db.client as { config: Knex.Config }).config.client === 'pg' ? 'postgresql' : 'pglite';
}
