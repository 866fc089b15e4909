import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteLifetimeMs } from '#src/http/session-state';
import { createUser, type CreatedUser } from '../factories/users';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});
afterAll(() => database.destroy());

async function signedIn(user: CreatedUser) {
  const agent = request.agent(app);
  const response = await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password })
    .expect(200);
  const cookie = response.get('Set-Cookie')!.find((value) => value.startsWith('sid='))!;
  // `s:<id>.<signature>`, URL-encoded.
  const sessionId = decodeURIComponent(cookie.split(';')[0]!.slice('sid='.length))
    .slice(2)
    .split('.')[0]!;
  return { agent, sessionId };
}

describe('a new password ends the other sessions', () => {
  it('signs a user out everywhere when an admin resets their password', async () => {
    const admin = await createUser({ role: 'admin' });
    const editor = await createUser({ role: 'editor' });
    const laptop = await signedIn(editor);
    const phone = await signedIn(editor);
    const { agent: adminAgent } = await signedIn(admin);

    await adminAgent
      .put(`/api/users/${editor.id}`)
      .send({ password: 'a-brand-new-passphrase' })
      .expect(200);

    await laptop.agent.get('/api/auth/me').expect(401);
    await phone.agent.get('/api/auth/me').expect(401);
    await adminAgent.get('/api/auth/me').expect(200);
    await request(app)
      .post('/api/auth/login')
      .send({ username: editor.username, password: 'a-brand-new-passphrase' })
      .expect(200);
  });

  it('keeps the session that changed its own password and ends the others', async () => {
    const admin = await createUser({ role: 'admin' });
    const here = await signedIn(admin);
    const elsewhere = await signedIn(admin);
    await here.agent
      .put(`/api/users/${admin.id}`)
      .send({ password: 'another-long-passphrase' })
      .expect(200);
    await here.agent.get('/api/auth/me').expect(200);
    await elsewhere.agent.get('/api/auth/me').expect(401);
  });

  it('leaves sessions alone when only the name or email changes', async () => {
    const admin = await createUser({ role: 'admin' });
    const author = await createUser({ role: 'author' });
    const { agent } = await signedIn(author);
    const { agent: adminAgent } = await signedIn(admin);
    await adminAgent
      .put(`/api/users/${author.id}`)
      .send({ fullName: 'Renamed Author' })
      .expect(200);
    await agent.get('/api/auth/me').expect(200);
  });
});

describe('absolute session lifetime', () => {
  async function signedInDaysAgo(sessionId: string, days: number) {
    const signedInAt = Date.now() - days * 24 * 60 * 60 * 1000;
    await database.db.raw(
      `update sessions set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(?::bigint))::json where sid = ?`,
      [signedInAt, sessionId],
    );
  }

  it('is 30 days', () => {
    expect(absoluteLifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('ends a session 30 days after its sign-in, however busy it was', async () => {
    const user = await createUser();
    const { agent, sessionId } = await signedIn(user);
    await signedInDaysAgo(sessionId, 31);
    await agent.get('/api/auth/me').expect(401);
    // The old session is gone for good, not just hidden for one request.
    await agent.get('/api/auth/me').expect(401);
  });

  it('keeps a session younger than that', async () => {
    const user = await createUser();
    const { agent, sessionId } = await signedIn(user);
    await signedInDaysAgo(sessionId, 29);
    await agent.get('/api/auth/me').expect(200);
  });
});
