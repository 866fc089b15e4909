import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashing } from '#src/auth/passwords';
import { signInAllowances } from '#src/auth/sign-in-throttle';
import { createUser } from '../factories/users';
import { createTestApp, testConfig } from '../helpers/test-app';
import { addressSequence } from '../helpers/client-addresses';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
/**
 * Behind one trusted proxy hop, so each test can come from addresses of its own; listening
 * once, so hundreds of concurrent requests share one server as they would in production.
 */
let app: Server;

function listen(express: Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(express).listen(0, '127.0.0.1', () => resolve(server));
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await listen(await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' })));
});
afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
  await database.destroy();
});

const freshIp = addressSequence('203.0');

const tooManyLogins = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const busy = 'The server is busy. Please try again in a moment.';

function login(username: string, password: string, ip: string, agent = request(app)) {
  return agent
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ username, password })
    .ok(() => true);
}

const signsIn = (response: request.Response) =>
  (response.get('Set-Cookie') ?? []).some((cookie) => cookie.startsWith('sid='));

describe('sign-in limits under concurrent requests', () => {
  it('checks no more than the allowance of 300 simultaneous wrong passwords', async () => {
    const user = await createUser();
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 300 }, () => login(user.username, 'wrong-password', ip)),
    );
    const checked = responses.filter((response) => response.status === 401);
    const refused = responses.filter((response) => response.status === 429);
    expect(checked.length).toBeLessThanOrEqual(signInAllowances.addressAndAccount);
    expect(checked.length + refused.length).toBe(300);
    for (const response of refused) {
      expect([tooManyLogins, busy]).toContain(response.body.message);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The allowance is used up: the right password is refused too.
    const after = await login(user.username, user.password, ip);
    expect(after.status).toBe(429);
    expect(signsIn(after)).toBe(false);
  });

  it('never signs in a right password hidden in a burst of 200 wrong ones', async () => {
    const user = await createUser();
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        login(user.username, index === 99 ? user.password : 'wrong-password', ip),
      ),
    );
    const right = responses[99]!;
    // Five wrong guesses may be checked before it; at most the allowance is ever checked.
    expect(responses.filter((response) => response.status === 401).length).toBeLessThanOrEqual(
      signInAllowances.addressAndAccount,
    );
    if (right.status === 200) {
      // Only possible when it was counted among the first five.
      expect(responses.slice(0, 99).filter((r) => r.status === 401).length).toBeLessThan(5);
    } else {
      expect(right.status).toBe(429);
      expect(signsIn(right)).toBe(false);
    }
  });

  it('hashes a few passwords at a time in a flood of 1,000 sign-ins, refusing the rest at once', async () => {
    let mostRunning = 0;
    let mostWaiting = 0;
    const sample = setInterval(() => {
      mostRunning = Math.max(mostRunning, passwordHashing.load.running);
      mostWaiting = Math.max(mostWaiting, passwordHashing.load.waiting);
    }, 5);
    const flood = Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        login(`flood-${index}`, `guess-${index}`, freshIp()),
      ),
    );
    // The rest of the site still answers while the flood is on.
    const health = await request(app).get('/healthz');
    const responses = await flood;
    clearInterval(sample);
    expect(health.status).toBe(200);
    expect(mostRunning).toBeGreaterThan(0);
    expect(mostRunning).toBeLessThanOrEqual(4);
    expect(mostWaiting).toBeLessThanOrEqual(32);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    const busyAnswers = responses.filter((response) => response.body.message === busy);
    expect(busyAnswers.length).toBeGreaterThan(0);
    for (const response of busyAnswers) {
      expect(response.status).toBe(429);
      expect(response.headers['retry-after']).toBe('2');
    }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // A thousand requests through the app: on a small machine shared with the other tiers, more
    // than the default 30 s (7 s alone on 2 cores).
  }, 120_000);
});

describe('lockout of an account by someone else', () => {
  it("does not stop the real user at another address after an attacker's failures", async () => {
    const user = await createUser();
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await login(user.username, 'wrong-password', attacker);
    }
    const refused = await login(user.username, user.password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: tooManyLogins });

    const real = await login(user.username, user.password, freshIp());
    expect(real.status).toBe(200);
    expect(signsIn(real)).toBe(true);
  });

  it("lets a browser that signed in before through the account's ceiling; others wait", async () => {
    const user = await createUser();
    const ownBrowser = request.agent(app);
    expect((await login(user.username, user.password, freshIp(), ownBrowser)).status).toBe(200);
    await ownBrowser.post('/api/auth/logout').expect(200);

    // Many addresses, each within its own allowance, add up to the account's ceiling.
    const perAddress = signInAllowances.addressAndAccount;
    const addressesNeeded = Math.ceil(signInAllowances.account / perAddress);
    await Promise.all(
      Array.from({ length: addressesNeeded }, async () => {
        const ip = freshIp();
        for (let attempt = 1; attempt <= perAddress; attempt += 1) {
          expect((await login(user.username, 'wrong-password', ip)).status).toBe(401);
        }
      }),
    );

    const newBrowser = await login(user.username, user.password, freshIp());
    expect(newBrowser.status).toBe(429);
    expect(signsIn(newBrowser)).toBe(false);

    const returning = await login(user.username, user.password, freshIp(), ownBrowser);
    expect(returning.status).toBe(200);
    await ownBrowser.get('/api/auth/me').expect(200);
  });

  it('trusts only device cookies it signed, for the account they were issued for', async () => {
    const user = await createUser();
    const other = await createUser();
    const browser = request.agent(app);
    const first = await login(other.username, other.password, freshIp(), browser);
    const deviceCookie = first.get('Set-Cookie')?.find((cookie) => cookie.startsWith('device_'));
    expect(deviceCookie).toMatch(/Path=\/api\/auth\/login/);
    expect(deviceCookie).toMatch(/HttpOnly/);
    const [name, value] = deviceCookie!.split(';')[0]!.split('=');

    for (let round = 0; round < signInAllowances.account / 5; round += 1) {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login(user.username, 'wrong-password', ip);
      }
    }
    // Another account's cookie, and a forged one, count for nothing here.
    for (const cookie of [`${name}=${value}`, `${name}=forged.c2lnbmF0dXJl`]) {
      const response = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', freshIp())
        .set('Cookie', cookie)
        .send({ username: user.username, password: user.password });
      expect(response.status).toBe(429);
    }
  });

  it("limits a trusted browser's own failures", async () => {
    const user = await createUser();
    const browser = request.agent(app);
    expect((await login(user.username, user.password, freshIp(), browser)).status).toBe(200);
    for (let attempt = 1; attempt <= signInAllowances.device; attempt += 1) {
      // A new address each time, so only the device's own counter adds up.
      expect((await login(user.username, 'wrong-password', freshIp(), browser)).status).toBe(401);
    }
    expect((await login(user.username, user.password, freshIp(), browser)).status).toBe(429);
    // The account itself is not locked for its other browsers or addresses.
    expect((await login(user.username, user.password, freshIp())).status).toBe(200);
  });
});

describe('per-address limits', () => {
  it('refuses an address after 20 failures across usernames', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= signInAllowances.address; attempt += 1) {
      expect((await login(`ghost${attempt}_${ip}`, 'wrong-password', ip)).status).toBe(401);
    }
    const user = await createUser();
    const refused = await login(user.username, user.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: tooManyLogins });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.username, user.password, freshIp())).status).toBe(200);
  });

  it('forgives an address its typos once it signs in', async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let round = 1; round <= 2; round += 1) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(user.username, 'wrong-password', ip)).status).toBe(401);
      }
      expect((await login(user.username, user.password, ip)).status).toBe(200);
    }
  });

  it('counts a username in any case as one account', async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const name = attempt % 2 ? user.username.toUpperCase() : user.username;
      expect((await login(name, 'wrong-password', ip)).status).toBe(401);
    }
    expect((await login(user.username, user.password, ip)).status).toBe(429);
  });

  it('does not count malformed requests', async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ username: user.username })
        .expect(400);
    }
    expect((await login(user.username, user.password, ip)).status).toBe(200);
  });
});

describe('client addresses without a trusted proxy (the default)', () => {
  it('ignores X-Forwarded-For: a client cannot choose fresh limits', async () => {
    const direct = await listen(await createTestApp(database.db, testConfig()));
    const user = await createUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await request(direct)
        .post('/api/auth/login')
        .set('X-Forwarded-For', freshIp())
        .send({ username: user.username, password: 'wrong-password' })
        .expect(401);
    }
    const response = await request(direct)
      .post('/api/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ username: user.username, password: user.password });
    expect(response.status).toBe(429);
    direct.close();
  });
});
