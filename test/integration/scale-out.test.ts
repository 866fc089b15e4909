import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { RenderCache } from '../../src/middleware/render-cache';
import { openDatabase, type Database } from '../../src/models/db';
import { connectCacheBus, type CacheBus } from '../../src/services/cache-bus';
import { createUser, type CreatedUser } from '../factories/users';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const silent = pino({ level: 'silent' });

interface Instance {
  app: Express;
  cache: RenderCache;
  bus: CacheBus;
}

let database: TestDatabase;
let secondConnection: Database;
let instances: [Instance, Instance];
let editor: CreatedUser;

/** One app instance: its own connections, its own page cache, the shared configuration. */
async function startInstance(db: Database): Promise<Instance> {
  const cache = new RenderCache();
  const bus = await connectCacheBus(db, cache, silent);
  const app = await createApp({ config, db, logger: silent, pages: 'none', renderCache: cache });
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

const page = { statusCode: 200, headers: [] as Array<[string, string]>, body: '<p>blog</p>' };

describe('two instances of the app on one database', () => {
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

  it('clear each other’s page cache when content changes on either', async () => {
    const [first, second] = instances;
    const login = await request(first.app)
      .post('/api/auth/login')
      .send({ username: editor.username, password: editor.password })
      .expect(200);
    const cookie = login.headers['set-cookie']!;

    for (const [writer, other] of [
      [first, second],
      [second, first],
    ] as const) {
      writer.cache.set('/blog', page);
      other.cache.set('/blog', page);
      await request(writer.app)
        .post('/api/categories')
        .set('Cookie', cookie)
        .send({ name: `Scale ${Date.now()} ${Math.random()}` })
        .expect(201);
      expect(writer.cache.get('/blog')).toBeNull();
      await expect.poll(() => other.cache.get('/blog'), { timeout: 5_000 }).toBeNull();
    }
  });

  it('keep their caches when nothing public changed', async () => {
    const [first, second] = instances;
    first.cache.set('/blog', page);
    second.cache.set('/blog', page);
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
