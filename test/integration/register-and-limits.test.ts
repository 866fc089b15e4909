import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCredentials } from '#src/services/user-service';
import { User } from '#src/models/user';
import { createUser } from '../factories/users';
import { createTestApp, testConfig } from '../helpers/test-app';
import { addressSequence } from '../helpers/client-addresses';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a "proxy", so each test can come from its own address and keep its own counters.
  app = await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' }));
});
afterAll(() => database.destroy());

/** A client address no other test uses. */
const freshIp = addressSequence('198.51');

let names = 0;
function uniqueName(prefix = 'reader'): string {
  names += 1;
  return `${prefix}${names}_${Date.now().toString(36)}`;
}

const tooManyRegistrations = 'Too many registration attempts. Please try again later.';

describe('POST /api/auth/register', () => {
  it('creates a reader account, answers it with 201 and signs the new user in', async () => {
    const username = uniqueName();
    const agent = request.agent(app);
    const response = await agent
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({
        username,
        email: `${username}@example.test`,
        password: 'secret-pass',
        fullName: 'Rita Reader',
      })
      .expect(201);

    const stored = await User.query().findOne({ username });
    expect(stored).toBeDefined();
    expect(response.body).toEqual({
      id: stored!.id,
      username,
      email: `${username}@example.test`,
      fullName: 'Rita Reader',
      role: 'user',
    });
    expect(JSON.stringify(response.body)).not.toContain('argon2');
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    await agent.get('/api/auth/me').expect(200, response.body);
    expect(await verifyCredentials(username, 'secret-pass')).toEqual(response.body);
  });

  it('always gives the user role, whatever role the payload asks for', async () => {
    const username = uniqueName();
    const agent = request.agent(app);
    const response = await agent
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({ username, email: `${username}@example.test`, password: 'secret-pass', role: 'admin' })
      .expect(201);
    expect(response.body).toMatchObject({ username, role: 'user', fullName: null });
    expect((await User.query().findById(response.body.id))?.role).toBe('user');
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.role).toBe('user');
    // A reader cannot reach the admin API.
    await agent.get('/api/users').expect(403);
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['username', { username: '   ab   ' }, 'Username must be at least 3 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password', { password: undefined }, 'Password must be at least 6 characters'],
  ])('answers 400 for a bad %s (%j)', async (field, change, message) => {
    const username = uniqueName();
    const response = await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({
        username,
        email: `${username}@example.test`,
        password: 'secret-pass',
        ...change,
      })
      .expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
    expect(await User.query().where('email', `${username}@example.test`).resultSize()).toBe(0);
  });

  it('answers 400 with every field message at once', async () => {
    const response = await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({ username: 'x', email: 'nope', password: '1' })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Username must be at least 3 characters',
      errors: {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
      },
    });
  });

  it('answers 400 for a username with characters other than letters, digits, . _ -', async () => {
    const response = await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({ username: 'bad name!', email: 'bad-name@example.test', password: 'secret-pass' })
      .expect(400);
    const message = 'Username may contain only letters, numbers, dots, dashes and underscores';
    expect(response.body).toEqual({ message, errors: { username: message } });
  });

  it('answers 409 for a username that is taken, in any case, and does not sign in', async () => {
    const existing = await createUser({ username: uniqueName('Taken') });
    const agent = request.agent(app);
    const response = await agent
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({
        username: existing.username.toLowerCase(),
        email: `${uniqueName()}@example.test`,
        password: 'secret-pass',
      })
      .expect(409);
    expect(response.body).toEqual({
      message: 'That username is already taken',
      errors: { username: 'That username is already taken' },
    });
    await agent.get('/api/auth/me').expect(401);
  });

  it('answers 409 for an email address that is taken, in any case', async () => {
    const existing = await createUser();
    const response = await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({
        username: uniqueName(),
        email: existing.email.toUpperCase(),
        password: 'secret-pass',
      })
      .expect(409);
    expect(response.body).toEqual({
      message: 'An account with that email address already exists',
      errors: { email: 'An account with that email address already exists' },
    });
  });
});

describe('registering the same name twice at once', () => {
  it('creates one account and answers the other with the usual 409', async () => {
    const username = uniqueName();
    const responses = await Promise.all(
      [1, 2, 3].map((attempt) =>
        request(app)
          .post('/api/auth/register')
          .set('X-Forwarded-For', freshIp())
          .send({
            username: attempt === 1 ? username : username.toUpperCase(),
            email: `${username}-${attempt}@example.test`,
            password: 'secret-pass',
          }),
      ),
    );
    const outcomes = responses.map((response) => [response.status, response.body]);
    expect(outcomes.filter(([status]) => status === 201)).toHaveLength(1);
    for (const outcome of outcomes.filter(([status]) => status !== 201)) {
      expect(outcome).toEqual([
        409,
        {
          message: 'That username is already taken',
          errors: { username: 'That username is already taken' },
        },
      ]);
    }
    expect(
      await User.query().whereRaw('lower(username) = ?', [username.toLowerCase()]).resultSize(),
    ).toBe(1);
  });

  it('creates one account per email address', async () => {
    const email = `${uniqueName()}@example.test`;
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        request(app)
          .post('/api/auth/register')
          .set('X-Forwarded-For', freshIp())
          .send({ username: uniqueName(), email, password: 'secret-pass' }),
      ),
    );
    const outcomes = responses.map((response) => [response.status, response.body]);
    expect(outcomes.filter(([status]) => status === 201)).toHaveLength(1);
    for (const outcome of outcomes.filter(([status]) => status !== 201)) {
      expect(outcome).toEqual([
        409,
        {
          message: 'An account with that email address already exists',
          errors: { email: 'An account with that email address already exists' },
        },
      ]);
    }
  });
});

describe('registration rate limit', () => {
  it('refuses the 11th registration attempt from one address within an hour', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const username = uniqueName();
      await request(app)
        .post('/api/auth/register')
        .set('X-Forwarded-For', ip)
        .send({ username, email: `${username}@example.test`, password: 'secret-pass' })
        .expect(201);
    }
    const username = uniqueName();
    const response = await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .send({ username, email: `${username}@example.test`, password: 'secret-pass' })
      .expect(429);
    expect(response.body).toEqual({ message: tooManyRegistrations });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await User.query().findOne({ username })).toBeUndefined();

    // Another address is not affected.
    const other = uniqueName();
    await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({ username: other, email: `${other}@example.test`, password: 'secret-pass' })
      .expect(201);
  });

  it('counts refused attempts (taken names) too', async () => {
    const ip = freshIp();
    const existing = await createUser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await request(app)
        .post('/api/auth/register')
        .set('X-Forwarded-For', ip)
        .send({
          username: uniqueName(),
          email: existing.email,
          password: 'secret-pass',
        })
        .expect(409);
    }
    const username = uniqueName();
    const response = await request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .send({ username, email: `${username}@example.test`, password: 'secret-pass' })
      .expect(429);
    expect(response.body).toEqual({ message: tooManyRegistrations });
  });
});
