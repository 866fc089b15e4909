import type { Express } from 'express';
import { Model } from 'objection';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleAccounts } from '../../seeds/01_users';
import { toCount } from '#src/models/db';
import { prepareDatabase } from '#src/models/prepare';
import { User } from '#src/models/user';
import { issueSetupToken, setupLinkState } from '#src/services/setup-service';
import { createUser } from '../factories/users';
import { createTestApp, testConfig } from '../helpers/test-app';
import { addressSequence } from '../helpers/client-addresses';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.example.com',
  TRUST_PROXY: '1',
};

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, testConfig(production));
});
afterAll(() => database.destroy());

/** A client address of its own, so no test spends another's rate-limit allowance. */
const freshIp = addressSequence('203.0');

const admin = (overrides: Record<string, unknown> = {}) => ({
  username: 'owner',
  email: 'owner@example.test',
  fullName: 'Olive Owner',
  password: 'a-long-unusual-passphrase',
  ...overrides,
});

async function count(table: string) {
  const [row] = await database.db(table).count({ count: '*' });
  return toCount(row?.count);
}

describe('a production start on an empty database', () => {
  it('loads the site defaults but no sample account, so no published password signs in', async () => {
    const empty = await createTestDatabase();
    try {
      const config = testConfig(production);
      expect(config.seedSampleContent).toBe(false);
      await prepareDatabase(empty.db, pino({ level: 'silent' }), {
        sampleContent: config.seedSampleContent,
      });
      const [users, posts, settings] = await Promise.all(
        ['users', 'posts', 'settings'].map(async (table) => {
          const [row] = await empty.db(table).count({ count: '*' });
          return toCount(row?.count);
        }),
      );
      expect({ users, posts }).toEqual({ users: 0, posts: 0 });
      expect(settings).toBeGreaterThan(0);

      const emptyApp = await createTestApp(empty.db, config);
      for (const account of sampleAccounts) {
        await request(emptyApp)
          .post('/api/auth/login')
          .set('X-Forwarded-For', freshIp())
          .send({ username: account.username, password: account.password })
          .expect(401);
      }
    } finally {
      await empty.destroy();
      // Opening a database binds the models to it: back to this file's database.
      Model.knex(database.db);
    }
  });

  it('loads the sample content only when SEED_SAMPLE_CONTENT=true asks for it', () => {
    expect(testConfig({ ...production, SEED_SAMPLE_CONTENT: 'true' }).seedSampleContent).toBe(true);
    expect(testConfig({ NODE_ENV: 'development' }).seedSampleContent).toBe(true);
  });
});

describe('the one-time setup link', () => {
  beforeEach(async () => {
    await database.db('sessions').del();
    await database.db('users').del();
    await database.db('setup_tokens').del();
  });

  it('creates the first admin once, signs them in, and is used up', async () => {
    const issued = await issueSetupToken();
    expect(issued?.token).toMatch(/^[\w-]{43}$/);
    expect(await setupLinkState(issued!.token)).toBe('open');
    // Only a hash is stored: the table does not hold a working link.
    const stored = await database.db('setup_tokens').select('tokenHash');
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(issued!.token);

    const agent = request.agent(app);
    const created = await agent
      .post('/api/setup')
      .set('X-Forwarded-For', freshIp())
      .send({ ...admin(), token: issued!.token })
      .expect(201);
    expect(created.body).toMatchObject({ username: 'owner', role: 'admin' });
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ username: 'owner', role: 'admin' });

    const again = await request(app)
      .post('/api/setup')
      .set('X-Forwarded-For', freshIp())
      .send({
        ...admin({ username: 'second', email: 'second@example.test' }),
        token: issued!.token,
      })
      .expect(403);
    expect(again.body.message).toMatch(/not valid/);
    expect(await User.query().where('role', 'admin').resultSize()).toBe(1);
    expect(await setupLinkState(issued!.token)).toBe('done');
    // Later starts print no link.
    expect(await issueSetupToken()).toBeNull();
  });

  it('refuses a wrong, replaced or expired link', async () => {
    const first = await issueSetupToken();
    const second = await issueSetupToken();
    const post = (token: string) =>
      request(app)
        .post('/api/setup')
        .set('X-Forwarded-For', freshIp())
        .send({ ...admin(), token });
    await post('not-the-token').expect(403);
    await post(first!.token).expect(403);
    expect(await setupLinkState(first!.token)).toBe('invalid');

    await database.db('setup_tokens').update({ expiresAt: new Date(Date.now() - 1_000) });
    await post(second!.token).expect(403);
    expect(await count('users')).toBe(0);

    const expired = await issueSetupToken(new Date(Date.now() - 25 * 60 * 60 * 1000));
    await post(expired!.token).expect(403);
    expect(await count('users')).toBe(0);
  });

  it('refuses once an admin exists, even with a live link', async () => {
    const issued = await issueSetupToken();
    await createUser({ role: 'admin' });
    const refused = await request(app)
      .post('/api/setup')
      .set('X-Forwarded-For', freshIp())
      .send({ ...admin(), token: issued!.token })
      .expect(409);
    expect(refused.body.message).toMatch(/already complete/);
    expect(await setupLinkState(issued!.token)).toBe('done');
    expect(await User.query().findOne({ username: 'owner' })).toBeUndefined();
  });

  it('holds the admin to the staff password rules, and a taken name leaves the link usable', async () => {
    const issued = await issueSetupToken();
    const post = (body: Record<string, unknown>) =>
      request(app)
        .post('/api/setup')
        .set('X-Forwarded-For', freshIp())
        .send({ ...body, token: issued!.token });
    const short = await post(admin({ password: 'short1' })).expect(400);
    expect(short.body.errors.password).toBe('Staff passwords must be at least 10 characters');
    const common = await post(admin({ password: 'password123' })).expect(400);
    expect(common.body.errors.password).toBe('This password is too common. Choose another.');

    // A reader who registered the name first does not burn the link.
    await createUser({ username: 'owner', role: 'user' });
    await post(admin()).expect(409);
    await post(admin({ username: 'owner2', email: 'owner2@example.test' })).expect(201);
  });

  it('lets exactly one of 50 simultaneous submissions of the link create an admin', async () => {
    const issued = await issueSetupToken();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        request(app)
          .post('/api/setup')
          .set('X-Forwarded-For', freshIp())
          .send({
            ...admin({ username: `owner${n}`, email: `owner${n}@example.test` }),
            token: issued!.token,
          }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(49);
    expect(await User.query().where('role', 'admin').resultSize()).toBe(1);
  });

  it('stops guesses from one address after 10 wrong links, however many arrive at once', async () => {
    const issued = await issueSetupToken();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        request(app)
          .post('/api/setup')
          .set('X-Forwarded-For', ip)
          .send({ ...admin(), token: `guess-${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right link from that address waits too; from elsewhere it works.
    await request(app)
      .post('/api/setup')
      .set('X-Forwarded-For', ip)
      .send({ ...admin(), token: issued!.token })
      .expect(429);
    await request(app)
      .post('/api/setup')
      .set('X-Forwarded-For', freshIp())
      .send({ ...admin(), token: issued!.token })
      .expect(201);
  });
});
