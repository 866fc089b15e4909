import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCredentials } from '#src/services/user-service';
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

const freshIp = addressSequence('192.0');

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(user: CreatedUser, userAgent = firefox) {
  const agent = request.agent(app);
  const ip = freshIp();
  await agent
    .post('/api/auth/login')
    .set('X-Forwarded-For', ip)
    .set('User-Agent', userAgent)
    .send({ username: user.username, password: user.password })
    .expect(200);
  return { agent, ip };
}

const entries = (action: string, objectId: number) =>
  database
    .db('activity_log')
    .where({ action, objectId: String(objectId) })
    .orderBy('id');

describe('the account sessions', () => {
  it('lists the account’s own sessions with device, address and last seen, the current one flagged', async () => {
    const user = await createUser();
    const other = await createUser();
    const laptop = await signIn(user);
    const phone = await signIn(user, safari);
    await signIn(other);

    const list = await laptop.agent.get('/api/auth/sessions').expect(200);
    const sessions = list.body.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current)!;
    expect(current).toMatchObject({ device: 'Firefox on Linux', address: laptop.ip });
    expect(Date.parse(String(current.lastSeenAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(String(current.createdAt))).toBeGreaterThan(Date.now() - 60_000);
    const elsewhere = sessions.find((session) => !session.current)!;
    expect(elsewhere).toMatchObject({ device: 'Safari on iOS', address: phone.ip });
    // The ids are not the session cookie's.
    const rows = await database.db('sessions').where({ userId: user.id }).select('sid');
    for (const { sid } of rows) expect(JSON.stringify(list.body)).not.toContain(sid);

    await request(app).get('/api/auth/sessions').expect(401);
  });

  it('signs out one other session, and refuses a session that is not the account’s', async () => {
    const user = await createUser();
    const stranger = await createUser();
    const laptop = await signIn(user);
    const phone = await signIn(user, safari);
    const strangers = await signIn(stranger);
    const strangerSession = (await strangers.agent.get('/api/auth/sessions').expect(200)).body
      .sessions[0].id as string;

    await laptop.agent.delete(`/api/auth/sessions/${strangerSession}`).expect(404);
    await laptop.agent.delete('/api/auth/sessions/no').expect(400);
    await strangers.agent.get('/api/auth/me').expect(200);

    const { sessions } = (await laptop.agent.get('/api/auth/sessions').expect(200)).body;
    const phoneSession = sessions.find((session: { current: boolean }) => !session.current);
    await laptop.agent.delete(`/api/auth/sessions/${phoneSession.id}`).expect(204);
    await phone.agent.get('/api/auth/me').expect(401);
    await laptop.agent.get('/api/auth/me').expect(200);
    const [entry] = await entries('auth.session_revoked', user.id);
    expect(entry).toMatchObject({ actorId: user.id, objectId: String(user.id) });
  });

  it('signs out all other sessions and keeps this one', async () => {
    const user = await createUser({ role: 'editor' });
    const here = await signIn(user);
    const others = [await signIn(user), await signIn(user, safari)];
    const answer = await here.agent.delete('/api/auth/sessions').expect(200);
    expect(answer.body).toEqual({ ended: 2 });
    for (const other of others) await other.agent.get('/api/auth/me').expect(401);
    await here.agent.get('/api/auth/me').expect(200);
    const { sessions } = (await here.agent.get('/api/auth/sessions').expect(200)).body;
    expect(sessions).toHaveLength(1);
  });

  it('logs signing in, failing to and signing out', async () => {
    const user = await createUser();
    const ip = freshIp();
    await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ username: user.username, password: 'wrong-password' })
      .expect(401);
    await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ username: 'nobody-by-this-name', password: 'wrong-password' })
      .expect(401);
    const [failed] = await entries('auth.sign_in_failed', user.id);
    expect(failed).toMatchObject({ actorId: user.id, address: ip, objectLabel: user.username });
    const unknown = await database
      .db('activity_log')
      .where({ action: 'auth.sign_in_failed', objectLabel: 'nobody-by-this-name' })
      .first();
    expect(unknown).toMatchObject({ actorId: null, address: ip, objectId: null });

    const { agent, ip: signedInFrom } = await signIn(user);
    await agent.post('/api/auth/logout').expect(200);
    expect(await entries('auth.sign_in', user.id)).toMatchObject([
      { actorId: user.id, address: signedInFrom },
    ]);
    expect(await entries('auth.sign_out', user.id)).toMatchObject([{ actorId: user.id }]);
  });
});

describe('the log of an account that is deleted', () => {
  it('keeps its entries, without the account, and still refuses any other change', async () => {
    const admin = await createUser({ role: 'admin' });
    const leaving = await createUser();
    await signIn(leaving);
    const { agent } = await signIn(admin);
    await agent.delete(`/api/users/${leaving.id}`).expect(204);
    const kept = await entries('auth.sign_in', leaving.id);
    expect(kept).toMatchObject([{ actorId: null, actorName: leaving.username }]);
    await expect(
      database.db('activity_log').where({ id: kept[0].id }).update({ actorName: 'someone else' }),
    ).rejects.toThrow(/cannot be changed/);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, keeps the role’s rule, and signs out the other sessions', async () => {
    const user = await createUser({ role: 'author' });
    const here = await signIn(user);
    const elsewhere = await signIn(user);

    const wrong = await here.agent
      .put('/api/auth/password')
      .send({ currentPassword: 'not-it', newPassword: 'a-fresh-long-passphrase' })
      .expect(400);
    expect(wrong.body.errors).toHaveProperty('currentPassword');
    const short = await here.agent
      .put('/api/auth/password')
      .send({ currentPassword: user.password, newPassword: 'short-one' })
      .expect(400);
    expect(short.body.errors).toHaveProperty('newPassword');

    await here.agent
      .put('/api/auth/password')
      .send({ currentPassword: user.password, newPassword: 'a-fresh-long-passphrase' })
      .expect(200);
    await here.agent.get('/api/auth/me').expect(200);
    await elsewhere.agent.get('/api/auth/me').expect(401);
    expect(await verifyCredentials(user.username, 'a-fresh-long-passphrase')).toMatchObject({
      id: user.id,
    });
    const stored = await database.db('users').where({ id: user.id }).first('passwordHash');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await entries('auth.password_changed', user.id)).toHaveLength(1);
  });

  it('lets readers keep a reader’s password rule', async () => {
    const reader = await createUser({ role: 'user' });
    const { agent } = await signIn(reader);
    await agent
      .put('/api/auth/password')
      .send({ currentPassword: reader.password, newPassword: 'short' })
      .expect(400);
    await agent
      .put('/api/auth/password')
      .send({ currentPassword: reader.password, newPassword: 'sixchr' })
      .expect(200);
  });
});
