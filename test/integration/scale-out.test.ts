import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { PublicCache, type FreshResponse } from '#src/http/public-cache';
import { openDatabase, type Database } from '#src/models/db';
import { connectCacheBus, type CacheBus } from '#src/services/cache-bus';
import { postTag } from '#src/services/public-content';
import { createUser, type CreatedUser } from '../factories/users';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const silent = pino({ level: 'silent' });

interface Instance {
  app: Express;
  cache: PublicCache;
  bus: CacheBus;
}

let database: TestDatabase;
let secondConnection: Database;
let instances: [Instance, Instance];
let editor: CreatedUser;

/** One app instance: its own connections, its own page cache, the shared configuration. */
async function startInstance(db: Database): Promise<Instance> {
  const cache = new PublicCache();
  const bus = await connectCacheBus(db, cache, silent);
  const app = await createApp({ config, db, logger: silent, pages: 'none', publicCache: cache });
  return { app, cache, bus };
}

const config = testConfig();

beforeAll(async () => {
  database = await createTestDatabase();
  // A second pool on the same database, as a second process would open (PGlite: the same
  // embedded database, which lives in this process).
  secondConnection = database.databaseUrl
    ? await openDatabase({ databaseUrl: database.databaseUrl, schema: database.schema }, silent)
    : await openDatabase({ pglite: (database.db.client as { pglite: never }).pglite }, silent);
  instances = [await startInstance(database.db), await startInstance(secondConnection)];
  editor = await createUser({ role: 'editor' });
});

afterAll(async () => {
  for (const instance of instances) await instance.bus.close();
  if (database.databaseUrl) await secondConnection.destroy();
  await database.destroy();
});

const page: FreshResponse = {
  statusCode: 200,
  headers: [],
  body: '<p>blog</p>',
  variesByCookie: true,
};

/**
 * Waits until each instance has heard every notice the other sent so far: a notice each way,
 * after the earlier ones, must arrive (one instance's notices arrive in the order it sent them).
 */
async function noticesSettled() {
  for (const [sender, receiver] of [
    [instances[0], instances[1]],
    [instances[1], instances[0]],
  ] as const) {
    const marker = postTag(Date.now() * 1000 + Math.floor(Math.random() * 1000));
    receiver.cache.set('/settled', page, new Set([marker]));
    sender.cache.invalidate([marker]);
    await expect.poll(() => receiver.cache.get('/settled'), { timeout: 5_000 }).toBeNull();
  }
}

describe('two instances of the app on one database', () => {
  afterEach(noticesSettled);

  it('share a session: signed in on one, signed in on the other', async () => {
    const [first, second] = instances;
    const login = await request(first.app)
      .post('/api/auth/login')
      .send({ username: editor.username, password: editor.password })
      .expect(200);
    const cookie = login.headers['set-cookie']!;

    const me = await request(second.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body.username).toBe(editor.username);

    await request(second.app).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    await request(first.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('drop from each other’s cache what changed on either, and only that', async () => {
    for (const [writer, other] of [
      [instances[0], instances[1]],
      [instances[1], instances[0]],
    ] as const) {
      other.cache.set('/blog/post/a', page, new Set(['post:1']));
      other.cache.set('/blog/post/b', page, new Set(['post:2']));
      // A write on the writer's side, as its services report it.
      writer.cache.invalidate(['post:1']);
      await expect.poll(() => other.cache.get('/blog/post/a'), { timeout: 5_000 }).toBeNull();
      expect(other.cache.get('/blog/post/b')).not.toBeNull();

      writer.cache.invalidate('everything');
      await expect.poll(() => other.cache.get('/blog/post/b'), { timeout: 5_000 }).toBeNull();
    }
  });

  it('empty their caches when a setting or a category changes', async () => {
    const [first, second] = instances;
    const login = await request(first.app)
      .post('/api/auth/login')
      .send({ username: editor.username, password: editor.password })
      .expect(200);
    const cookie = login.headers['set-cookie']!;
    first.cache.set('/blog', page, new Set());
    second.cache.set('/blog', page, new Set());
    await request(first.app)
      .post('/api/categories')
      .set('Cookie', cookie)
      .send({ name: `Scale ${Date.now()} ${Math.random()}` })
      .expect(201);
    expect(first.cache.get('/blog')).toBeNull();
    await expect.poll(() => second.cache.get('/blog'), { timeout: 5_000 }).toBeNull();
  });

  it('keep their caches when nothing public changed', async () => {
    const [first, second] = instances;
    first.cache.set('/blog', page, new Set(['posts']));
    second.cache.set('/blog', page, new Set(['posts']));
    await request(first.app)
      .post('/api/auth/login')
      .send({ username: editor.username, password: 'wrong password' })
      .expect(401);
    await request(first.app).get('/api/posts').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.cache.get('/blog')).not.toBeNull();
    expect(second.cache.get('/blog')).not.toBeNull();
  });
});
