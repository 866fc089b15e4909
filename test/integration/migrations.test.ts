import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { prepareDatabase } from '#src/models/prepare';
import { contentTables } from '../helpers/db-fingerprint';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** The data model's tables plus the bookkeeping ones (sessions, rate-limit counters). */
const expectedTables = [...contentTables, 'sessions', 'rate_limits'];

describe('migrations', () => {
  it('wait for another instance that holds the migration lock instead of failing', async () => {
    const own = await createTestDatabase();
    try {
      const lock = () => own.db('knex_migrations_lock');
      await lock().update({ isLocked: 1 });
      let settled = false;
      const preparing = prepareDatabase(own.db, pino({ level: 'silent' }), {
        sampleContent: false,
      }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(settled).toBe(false);
      await lock().update({ isLocked: 0 });
      await preparing;
      expect((await lock().first())?.isLocked).toBe(0);
    } finally {
      await own.destroy();
    }
  });

  it('create every table of the data model', async () => {
    for (const table of expectedTables) {
      expect(await database.db.schema.hasTable(table), table).toBe(true);
    }
  });

  it('enforce case-insensitive unique usernames and unique slugs', async () => {
    const user = { email: 'a@example.test', password_hash: 'x', role: 'user' };
    await database.db('users').insert({ ...user, username: 'Casey' });
    await expect(
      database.db('users').insert({ ...user, username: 'casey', email: 'b@example.test' }),
    ).rejects.toThrow(/unique/i);
    await expect(
      database.db('users').insert({ ...user, username: 'other', email: 'A@example.test' }),
    ).rejects.toThrow(/unique/i);
    await database.db('categories').insert({ name: 'News', slug: 'news' });
    await expect(
      database.db('categories').insert({ name: 'News 2', slug: 'news' }),
    ).rejects.toThrow(/unique/i);
    await database.db('users').del();
    await database.db('categories').del();
  });

  it('roll back completely and apply again', async () => {
    await database.db.migrate.rollback(undefined, true);
    expect(await database.db.schema.hasTable('posts')).toBe(false);
    await database.db.migrate.latest();
    for (const table of expectedTables) expect(await database.db.schema.hasTable(table)).toBe(true);
  });
});
