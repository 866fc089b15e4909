import type { Express } from 'express';
import { generate } from 'otplib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAllowances } from '#src/auth/sign-in-throttle';
import { User } from '#src/models/user';
import { createUser, type CreatedUser } from '../factories/users';
import { createTestApp, testConfig } from '../helpers/test-app';
import { addressSequence } from '../helpers/client-addresses';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, testConfig({ TRUST_PROXY: '1' }));
});
afterAll(() => database.destroy());

/** Sign-in limits are per address: each case signs in from an address of its own. */
const freshIp = addressSequence('203.0');

/** The code an authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

interface Client {
  agent: TestAgent;
  ip: string;
}

function client(ip = freshIp()): Client {
  return { agent: request.agent(app), ip };
}

function login({ agent, ip }: Client, user: CreatedUser) {
  return agent
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ username: user.username, password: user.password });
}

function verifyCode({ agent, ip }: Client, code: string, rememberDevice?: boolean) {
  return agent
    .post('/api/auth/2fa/verify')
    .set('X-Forwarded-For', ip)
    .send({ code, ...(rememberDevice === undefined ? {} : { rememberDevice }) });
}

/** Signs `user` in (no second factor yet) and enrols an authenticator; the code used is step 0. */
async function enrolled(role: 'admin' | 'editor' | 'user' = 'editor') {
  const user = await createUser({ role });
  const browser = client();
  await login(browser, user).expect(200);
  const setup = await browser.agent.post('/api/auth/2fa/setup').expect(200);
  const { secret, otpauthUrl, qrCode } = setup.body as Record<string, string>;
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const enabled = await browser.agent
    .post('/api/auth/2fa/enable')
    .send({ code: await codeAt(secret!) })
    .expect(200);
  const recoveryCodes = enabled.body.recoveryCodes as string[];
  return { user, secret: secret!, recoveryCodes, browser };
}

const entries = (action: string, objectId: number) =>
  database
    .db('activity_log')
    .where({ action, objectId: String(objectId) })
    .orderBy('id');
const lastEntry = async (action: string, objectId: number) => {
  const all = await entries(action, objectId);
  return all.at(-1) as Record<string, unknown>;
};
const summaryOf = (entry: Record<string, unknown>): unknown =>
  typeof entry.summary === 'string' ? JSON.parse(entry.summary) : entry.summary;

describe('enrolment', () => {
  it('turns two-step sign-in on with a code from the app and gives ten recovery codes once', async () => {
    const { user, recoveryCodes, browser } = await enrolled('user');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    // Stored hashed, never as given.
    const stored = await database.db('recovery_codes').where({ userId: user.id });
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash);

    const status = await browser.agent.get('/api/auth/2fa').expect(200);
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // A second enrolment must wait until the first is turned off.
    await browser.agent.post('/api/auth/2fa/setup').expect(409);
    expect(await entries('auth.two_factor_enabled', user.id)).toHaveLength(1);
  });

  it('refuses a wrong code and keeps the account without a second factor', async () => {
    const user = await createUser({ role: 'author' });
    const browser = client();
    await login(browser, user).expect(200);
    const { secret } = (await browser.agent.post('/api/auth/2fa/setup').expect(200)).body;
    await browser.agent.post('/api/auth/2fa/enable').send({ code: '12345' }).expect(400);
    const wrong = (Number(await codeAt(secret)) + 1) % 1_000_000;
    await browser.agent
      .post('/api/auth/2fa/enable')
      .send({ code: String(wrong).padStart(6, '0') })
      .expect(401);
    expect((await User.query().findById(user.id))?.twoFactorEnabledAt).toBeNull();
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for a code without signing in, then signs in with it', async () => {
    const { user, secret } = await enrolled();
    const browser = client();
    const first = await login(browser, user).expect(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    await browser.agent.get('/api/auth/me').expect(401);
    await browser.agent.get('/api/posts?status=draft').expect(200);

    const signedIn = await verifyCode(browser, await codeAt(secret, 1)).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, username: user.username });
    await browser.agent.get('/api/auth/me').expect(200);
    // Signed in twice now: where it enrolled, and here.
    const { sessions } = (await browser.agent.get('/api/auth/sessions').expect(200)).body;
    expect(sessions).toHaveLength(2);
    const entry = await lastEntry('auth.sign_in', user.id);
    expect(entry).toMatchObject({ actorId: user.id, address: browser.ip });
    expect(summaryOf(entry)).toEqual({ secondFactor: 'authenticator' });
  });

  it('refuses a wrong code, and a code already used (a replay)', async () => {
    const { user, secret } = await enrolled();
    const browser = client();
    await login(browser, user).expect(200);
    await verifyCode(browser, '000000').expect(401);
    // The code that enrolled the app (this step) is spent: it cannot sign in.
    await verifyCode(browser, await codeAt(secret)).expect(401);
    await browser.agent.get('/api/auth/me').expect(401);
    expect((await entries('auth.two_factor_failed', user.id)).length).toBe(2);

    const code = await codeAt(secret, 1);
    await verifyCode(browser, code).expect(200);
    const thief = client();
    await login(thief, user).expect(200);
    await verifyCode(thief, code).expect(401);
    await thief.agent.get('/api/auth/me').expect(401);
  });

  it('lets one of two requests with the same code in', async () => {
    const { user, secret } = await enrolled();
    const one = client();
    const two = client();
    await login(one, user).expect(200);
    await login(two, user).expect(200);
    const code = await codeAt(secret, 1);
    const answers = await Promise.all([verifyCode(one, code), verifyCode(two, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code once, and one code lets in one of two concurrent requests', async () => {
    const { user, recoveryCodes } = await enrolled();
    const browser = client();
    await login(browser, user).expect(200);
    const signedIn = await verifyCode(browser, recoveryCodes[0]!.toLowerCase()).expect(200);
    expect(signedIn.body.id).toBe(user.id);
    expect(summaryOf(await lastEntry('auth.sign_in', user.id))).toEqual({
      secondFactor: 'recovery code',
    });

    const again = client();
    await login(again, user).expect(200);
    await verifyCode(again, recoveryCodes[0]!).expect(401);

    const racers = [client(), client()];
    for (const racer of racers) await login(racer, user).expect(200);
    const answers = await Promise.all(racers.map((racer) => verifyCode(racer, recoveryCodes[1]!)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const status = await browser.agent.get('/api/auth/2fa').expect(200);
    expect(status.body.recoveryCodesLeft).toBe(8);
  });

  it('throttles code attempts like passwords', async () => {
    const { user } = await enrolled();
    const browser = client();
    await login(browser, user).expect(200);
    for (let attempt = 0; attempt < signInAllowances.addressAndAccount; attempt += 1)
      await verifyCode(browser, '000000').expect(401);
    await verifyCode(browser, '000000').expect(429);
  });

  it('needs the password first: a code alone signs nobody in', async () => {
    const { secret } = await enrolled();
    const browser = client();
    await verifyCode(browser, await codeAt(secret, 1)).expect(401);
  });

  it('skips the code on a device remembered for 30 days, until the second factor is reset', async () => {
    const { user, secret } = await enrolled();
    const admin = await createUser({ role: 'admin' });
    const browser = client();
    await login(browser, user).expect(200);
    const verified = await verifyCode(browser, await codeAt(secret, 1), true).expect(200);
    const remembered = verified.get('Set-Cookie')!.find((cookie) => cookie.startsWith('tfa_'));
    expect(remembered).toMatch(/Path=\/api\/auth\/login/);
    expect(remembered).toMatch(/HttpOnly/);
    expect(remembered).toMatch(/Max-Age=2592000/);

    await browser.agent.post('/api/auth/logout').expect(200);
    const again = await login(browser, user).expect(200);
    expect(again.body).toMatchObject({ id: user.id });
    await browser.agent.get('/api/auth/me').expect(200);
    // Another browser still needs a code.
    expect((await login(client(), user).expect(200)).body).toEqual({ twoFactorRequired: true });

    // An admin resets the second factor; the remembered device no longer counts once re-enrolled.
    const adminBrowser = client();
    await login(adminBrowser, admin).expect(200);
    await adminBrowser.agent.delete(`/api/users/${user.id}/2fa`).expect(204);
    await browser.agent.get('/api/auth/me').expect(401);
    const [reset] = await entries('auth.two_factor_reset', user.id);
    expect(reset).toMatchObject({ actorId: admin.id, actorName: admin.username });

    await login(browser, user).expect(200);
    const { secret: newSecret } = (await browser.agent.post('/api/auth/2fa/setup').expect(200))
      .body;
    await browser.agent
      .post('/api/auth/2fa/enable')
      .send({ code: await codeAt(newSecret) })
      .expect(200);
    await browser.agent.post('/api/auth/logout').expect(200);
    expect((await login(browser, user).expect(200)).body).toEqual({ twoFactorRequired: true });
  });
});

describe('turning it off and resetting it', () => {
  it('turns off with the password, not with a wrong one', async () => {
    const { user, browser } = await enrolled('user');
    await browser.agent.delete('/api/auth/2fa').send({}).expect(400);
    await browser.agent.delete('/api/auth/2fa').send({ password: 'not-the-password' }).expect(401);
    await browser.agent.delete('/api/auth/2fa').send({ password: user.password }).expect(204);
    expect(await database.db('recovery_codes').where({ userId: user.id })).toHaveLength(0);
    expect((await login(client(), user).expect(200)).body).toMatchObject({ id: user.id });
    expect(await entries('auth.two_factor_disabled', user.id)).toHaveLength(1);
  });

  it('lets admins only reset someone else, and says when there is nothing to reset', async () => {
    const { user } = await enrolled();
    const editor = await createUser({ role: 'editor' });
    const editorBrowser = client();
    await login(editorBrowser, editor).expect(200);
    await editorBrowser.agent.delete(`/api/users/${user.id}/2fa`).expect(403);
    const admin = await createUser({ role: 'admin' });
    const adminBrowser = client();
    await login(adminBrowser, admin).expect(200);
    await adminBrowser.agent.delete(`/api/users/${editor.id}/2fa`).expect(409);
    await adminBrowser.agent.delete('/api/users/999999/2fa').expect(404);
    await adminBrowser.agent.delete(`/api/users/${user.id}/2fa`).expect(204);
    expect((await User.query().findById(user.id))?.twoFactorSecret).toBeNull();
  });
});

describe('an admin requires two-step sign-in for staff', () => {
  const requireIt = async (admin: Client, on: boolean) =>
    admin.agent
      .put('/api/settings')
      .send({ settings: [{ context: 'security', key: 'requireTwoFactor', value: on }] })
      .expect(200);

  it('sends staff without it to enrolment and refuses them the staff API until they enrol', async () => {
    const admin = await createUser({ role: 'admin' });
    const adminBrowser = client();
    await login(adminBrowser, admin).expect(200);
    await adminBrowser.agent
      .put('/api/settings')
      .send({ settings: [{ context: 'security', key: 'requireTwoFactor', value: 'yes' }] })
      .expect(400);
    await requireIt(adminBrowser, true);
    try {
      const editor = await createUser({ role: 'editor' });
      const browser = client();
      const signedIn = await login(browser, editor).expect(200);
      expect(signedIn.body).toMatchObject({ id: editor.id, twoFactorEnrolmentRequired: true });
      const refused = await browser.agent.get('/api/leads').expect(403);
      expect(refused.body.message).toMatch(/two-step sign-in is required/i);
      // The admin who switched it on has no second factor either: refused too, until enrolled.
      await adminBrowser.agent.get('/api/users').expect(403);

      const { secret } = (await browser.agent.post('/api/auth/2fa/setup').expect(200)).body;
      await browser.agent
        .post('/api/auth/2fa/enable')
        .send({ code: await codeAt(secret) })
        .expect(200);
      await browser.agent.get('/api/leads').expect(200);
      // Required: it cannot be turned off.
      await browser.agent.delete('/api/auth/2fa').send({ password: editor.password }).expect(409);

      // Readers are not affected.
      const reader = await createUser({ role: 'user' });
      const readerLogin = await login(client(), reader).expect(200);
      expect(readerLogin.body.twoFactorEnrolmentRequired).toBeUndefined();
    } finally {
      await database.db('settings').where({ context: 'security' }).delete();
    }
  });
});
