import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import { knexConfig, type DatabaseOptions } from '../../knexfile';

export type Database = Knex;

/** Opens the database and binds every Objection model to it. */
export function openDatabase(options: DatabaseOptions): Database {
  const knex = knexFactory(knexConfig(options));
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
