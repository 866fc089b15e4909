import { createHash } from 'node:crypto';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { signInAllowances } from '#src/auth/sign-in-throttle';
import { maxLiveTokens, tokenMessages } from '#src/schemas/api-tokens';
import { bearerMessages, tokenRequestsPerMinute } from '#src/middleware/bearer-token';
import { guardMessages } from '#src/middleware/guards';
import { messages as originMessages } from '#src/middleware/origin-check';
import { twoFactorMessages } from '#src/services/two-factor-service';
import { createUser, type CreatedUser } from '../factories/users';
import { addressSequence } from '../helpers/client-addresses';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;
let adminAgent: request.Agent;
/** Every line the app logged (the request log), as written. */
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
  const config = testConfig({ TRUST_PROXY: '1' });
  app = await createApp({ config, db: database.db, logger, pages: 'none' });
  admin = await createUser({ role: 'admin' });
  adminAgent = await signIn(admin);
});
afterAll(() => database.destroy());

const freshIp = addressSequence('198.18');

/** A browser signed in as `user`, from an address of its own. */
async function signIn(user: CreatedUser, ip = freshIp()) {
  const agent = request.agent(app).set('X-Forwarded-For', ip);
  await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password })
    .expect(200);
  return agent;
}

interface MadeToken {
  id: number;
  token: string;
  prefix: string;
  scopes: string[];
  expiresAt: string | null;
}

async function makeToken(
  agent: request.Agent,
  scopes: string[],
  more: { name?: string; expiry?: string } = {},
): Promise<MadeToken> {
  const response = await agent
    .post('/api/auth/tokens')
    .send({ name: more.name ?? 'Script', expiry: more.expiry ?? '30', scopes })
    .expect(201);
  return response.body as MadeToken;
}

/** A client outside any browser: the token in the header, from an address of its own. */
const withToken = (token: string, ip = freshIp()) => ({
  get: (path: string) =>
    request(app).get(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', ip),
  post: (path: string) =>
    request(app).post(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', ip),
  put: (path: string) =>
    request(app).put(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', ip),
  delete: (path: string) =>
    request(app).delete(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', ip),
});

const entries = (action: string, objectId: number) =>
  database
    .db('activity_log')
    .where({ action, objectId: String(objectId) })
    .orderBy('id');

const tokenRow = (id: number) => database.db('apiTokens').where({ id }).first();

describe('making, listing and revoking tokens on the account page', () => {
  it('shows the secret once, stores only its hash and lists it with its scopes and times', async () => {
    const editor = await createUser({ role: 'editor' });
    const agent = await signIn(editor);
    const made = await makeToken(agent, ['leads:read', 'posts:write-own'], { name: 'CRM sync' });
    expect(made.token).toMatch(/^ava_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.token.slice(0, 16));
    // In the form's order, each once.
    expect(made.scopes).toEqual(['posts:write-own', 'leads:read']);
    const days = (Date.parse(made.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const row = await tokenRow(made.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(16));

    const list = await agent.get('/api/auth/tokens').expect(200);
    expect(list.body.max).toBe(maxLiveTokens);
    expect(list.body.tokens).toEqual([
      expect.objectContaining({
        id: made.id,
        name: 'CRM sync',
        prefix: made.prefix,
        scopes: ['posts:write-own', 'leads:read'],
        lastUsedAt: null,
        expired: false,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    const stranger = await signIn(await createUser({ role: 'editor' }));
    expect((await stranger.get('/api/auth/tokens').expect(200)).body.tokens).toEqual([]);

    await withToken(made.token).get('/api/leads').expect(200);
    await stranger.delete(`/api/auth/tokens/${made.id}`).expect(404);
    await agent.delete(`/api/auth/tokens/${made.id}`).expect(204);
    await agent.delete(`/api/auth/tokens/${made.id}`).expect(404);
    const refused = await withToken(made.token).get('/api/leads').expect(401);
    expect(refused.body).toEqual({ message: bearerMessages.revoked });
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await agent.get('/api/auth/tokens').expect(200)).body.tokens).toEqual([]);
  });

  it('refuses scopes the role lacks, no expiry for non-admins, and too many tokens', async () => {
    const author = await createUser({ role: 'author' });
    const agent = await signIn(author);
    const beyond = await agent
      .post('/api/auth/tokens')
      .send({ name: 'Leads', expiry: '30', scopes: ['posts:write-own', 'leads:read'] })
      .expect(400);
    expect(beyond.body.message).toBe(tokenMessages.scopeNotYours('leads:read'));
    expect(beyond.body.message).toContain('leads:read');
    const forever = await agent
      .post('/api/auth/tokens')
      .send({ name: 'Forever', expiry: 'none', scopes: ['posts:write-own'] })
      .expect(400);
    expect(forever.body.errors).toEqual({ expiry: tokenMessages.noExpiryAdminsOnly });
    const unknown = await agent
      .post('/api/auth/tokens')
      .send({ name: 'Odd', expiry: '30', scopes: ['posts:everything'] })
      .expect(400);
    expect(unknown.body.message).toBe(tokenMessages.unknownScope('posts:everything'));
    for (const body of [
      { name: '  ', expiry: '30', scopes: ['posts:write-own'] },
      { name: 'x'.repeat(81), expiry: '30', scopes: ['posts:write-own'] },
      { name: 'No scope', expiry: '30', scopes: [] },
      { name: 'Odd expiry', expiry: '7', scopes: ['posts:write-own'] },
    ]) {
      await agent.post('/api/auth/tokens').send(body).expect(400);
    }

    const adminForever = await makeToken(adminAgent, ['leads:read'], { expiry: 'none' });
    expect(adminForever.expiresAt).toBeNull();

    for (let count = 0; count < maxLiveTokens; count += 1)
      await makeToken(agent, ['posts:write-own'], { name: `Token ${count}` });
    const tooMany = await agent
      .post('/api/auth/tokens')
      .send({ name: 'One more', expiry: '30', scopes: ['posts:write-own'] })
      .expect(409);
    expect(tooMany.body.message).toBe(tokenMessages.tooMany);
  });

  it('lets admins list and revoke everyone’s tokens', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read'], { name: 'Editor’s' });
    const list = await adminAgent.get('/api/tokens').expect(200);
    expect(list.body.tokens).toContainEqual(
      expect.objectContaining({
        id: made.id,
        name: 'Editor’s',
        user: { id: editor.id, username: editor.username },
      }),
    );
    expect(list.body.total).toBe(list.body.tokens.length);
    await (await signIn(editor)).get('/api/tokens').expect(403);
    await adminAgent.delete(`/api/tokens/${made.id}`).expect(204);
    await adminAgent.delete(`/api/tokens/${made.id}`).expect(404);
    await withToken(made.token).get('/api/leads').expect(401);
    const [revoked] = await entries('token.revoked', made.id);
    expect(revoked).toMatchObject({
      actorId: admin.id,
      objectType: 'token',
      objectLabel: 'Editor’s',
      summary: { by: 'admin', owner: editor.username },
    });
  });
});

describe('a request made with a token', () => {
  it('may do what its scopes allow and no more, as its account', async () => {
    const editor = await createUser({ role: 'editor' });
    const agent = await signIn(editor);
    const reader = await makeToken(agent, ['leads:read']);
    await withToken(reader.token).get('/api/leads?status=new').expect(200);
    const refused = await withToken(reader.token)
      .post('/api/posts')
      .send({ title: 'Not allowed' })
      .expect(403);
    expect(refused.body.message).toBe(guardMessages.scopeMissing('posts:write-own'));

    const writer = await makeToken(agent, ['posts:write-own']);
    const created = await withToken(writer.token)
      .post('/api/posts')
      .send({ title: 'From a script', content: '<p>Hello</p>' })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'draft', authorId: editor.id });
    const me = await withToken(writer.token).get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ id: editor.id, scopes: ['posts:write-own'] });

    // Editors may edit anyone's post; a token without posts:write-any may not.
    const other = await createUser({ role: 'author' });
    const theirs = await withToken(
      (await makeToken(await signIn(other), ['posts:write-own'])).token,
    )
      .post('/api/posts')
      .send({ title: 'Someone else’s' })
      .expect(201);
    await withToken(writer.token)
      .put(`/api/posts/${theirs.body.id}`)
      .send({ title: 'Changed by a narrow token' })
      .expect(403);
    // Nor does it read drafts without posts:read-unpublished.
    const drafts = await withToken(reader.token).get('/api/posts?status=draft').expect(200);
    expect(drafts.body.posts).toEqual([]);
  });

  it('is refused once expired, once its account is deleted, and when not a token at all', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read']);
    await database
      .db('apiTokens')
      .where({ id: made.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await withToken(made.token).get('/api/leads').expect(401);
    expect(expired.body).toEqual({ message: bearerMessages.expired });
    const listed = await (await signIn(editor)).get('/api/auth/tokens').expect(200);
    expect(listed.body.tokens[0]).toMatchObject({ id: made.id, expired: true });

    const leaving = await createUser({ role: 'editor' });
    const theirs = await makeToken(await signIn(leaving), ['leads:read']);
    await withToken(theirs.token).get('/api/leads').expect(200);
    await adminAgent.delete(`/api/users/${leaving.id}`).expect(204);
    const gone = await withToken(theirs.token).get('/api/leads').expect(401);
    expect(gone.body).toEqual({ message: bearerMessages.unknown });
    expect(await tokenRow(theirs.id)).toBeUndefined();

    for (const header of ['Bearer', 'Bearer ava_pat_short', `Bearer ${'a'.repeat(51)}`]) {
      const response = await request(app)
        .get('/api/leads')
        .set('Authorization', header)
        .set('X-Forwarded-For', freshIp())
        .expect(401);
      expect(response.body).toEqual({ message: bearerMessages.unknown });
    }
  });

  it('is refused (403) a scope its account no longer has, and by the two-step rule for staff', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read']);
    // Behind the product's back (as a change to the permissions table would): the scope is lost.
    await database.db('users').where({ id: editor.id }).update({ role: 'author' });
    const lost = await withToken(made.token).get('/api/leads').expect(403);
    expect(lost.body.message).toBe(guardMessages.scopeLost('leads:read'));
    await database.db('users').where({ id: editor.id }).update({ role: 'editor' });

    await database
      .db('settings')
      .insert({ context: 'security', key: 'requireTwoFactor', value: JSON.stringify(true) });
    try {
      const due = await withToken(made.token).get('/api/leads').expect(403);
      expect(due.body.message).toBe(twoFactorMessages.enrolmentDue);
    } finally {
      await database.db('settings').where({ context: 'security' }).delete();
    }
    await withToken(made.token).get('/api/leads').expect(200);
  });

  it('skips the same-origin check, which still refuses a cookie session from elsewhere', async () => {
    const author = await createUser({ role: 'author' });
    const agent = await signIn(author);
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const refused = await agent
      .post('/api/posts')
      .set(crossSite)
      .send({ title: 'Forged' })
      .expect(403);
    expect(refused.body).toEqual({ message: originMessages.crossOrigin });

    const made = await makeToken(agent, ['posts:write-own']);
    await withToken(made.token)
      .post('/api/posts')
      .set(crossSite)
      .send({ title: 'Scripted' })
      .expect(201);

    // A token with an admin's session cookie beside it: the cookie is not read.
    const both = await adminAgent
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${made.token}`)
      .expect(200);
    expect(both.body).toMatchObject({ id: author.id, scopes: ['posts:write-own'] });
    await adminAgent
      .post('/api/posts')
      .set('Authorization', `Bearer ${made.token}`)
      .set(crossSite)
      .send({ title: 'Token wins' })
      .expect(201);
  });

  it('never makes a session and never sets a cookie', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read', 'posts:write-own']);
    const sessionsBefore = await database.db('sessions').count({ n: '*' }).first();
    const responses = [
      await withToken(made.token).get('/api/auth/me').expect(200),
      await withToken(made.token).get('/api/leads').expect(200),
      await withToken(made.token).get('/api/posts').expect(200),
      await withToken(made.token).post('/api/posts').send({ title: 'No cookie' }).expect(201),
      await withToken(made.token).get('/api/nothing-here').expect(404),
    ];
    for (const response of responses) {
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const sessionsAfter = await database.db('sessions').count({ n: '*' }).first();
    expect(Number(sessionsAfter?.n)).toBe(Number(sessionsBefore?.n));
  });

  it('cannot manage the account: no tokens, password, sessions, two-step sign-in or sign-in', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read']);
    const client = withToken(made.token);
    const attempts = [
      client.get('/api/auth/tokens'),
      client.post('/api/auth/tokens').send({ name: 'Child', expiry: '30', scopes: ['leads:read'] }),
      client.delete(`/api/auth/tokens/${made.id}`),
      client
        .put('/api/auth/password')
        .send({ currentPassword: editor.password, newPassword: 'x'.repeat(12) }),
      client.get('/api/auth/sessions'),
      client.delete('/api/auth/sessions'),
      client.get('/api/auth/2fa'),
      client.post('/api/auth/2fa/setup'),
      client.post('/api/auth/login').send({ username: editor.username, password: editor.password }),
      client.post('/api/auth/logout'),
    ];
    for (const attempt of attempts) {
      const response = await attempt.expect(403);
      expect(response.body).toEqual({ message: guardMessages.tokenRefused });
    }
    expect(await database.db('apiTokens').where({ userId: editor.id })).toHaveLength(1);
    // An admin's token with users:manage lists everyone's tokens, but still makes none.
    const adminToken = await makeToken(adminAgent, ['users:manage']);
    await withToken(adminToken.token).get('/api/tokens').expect(200);
    await withToken(adminToken.token)
      .post('/api/auth/tokens')
      .send({ name: 'Child', expiry: '30', scopes: ['users:manage'] })
      .expect(403);
  });

  it('is refused (400) in the address, and the request log never keeps it', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read']);
    const inAddress = [
      request(app).get(`/api/leads?status=new&access_token=${made.token}`),
      request(app).get(`/api/leads?token=${made.token}`),
      request(app).get(`/api/posts?api_token=${made.token}`),
      request(app).get(`/api/posts?q=${made.token}`),
      request(app).post(`/api/posts?bearer=${made.token}`).send({ title: 'x' }),
      withToken(made.token).get('/api/leads?token=also-in-the-header'),
    ];
    for (const attempt of inAddress) {
      const response = await attempt.expect(400);
      expect(response.body).toEqual({ message: bearerMessages.inAddress });
    }
    const lines = logged.join('\n');
    expect(lines).not.toContain(made.token.slice(8));
    const urls = logged.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toContain('/api/leads?status=new&access_token=[Redacted]');
  });
});

describe('limits', () => {
  it('refuses a token past its allowance a minute (429 with Retry-After)', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read']);
    await withToken(made.token).get('/api/leads').expect(200);
    const key = `api-token:token:${made.id}`;
    const counter = await database.db('rateLimits').where({ key }).first();
    expect(counter.hits).toBe(1);
    // The allowance used up (as 600 requests would), in the shared counter every instance reads.
    await database.db('rateLimits').where({ key }).update({ hits: tokenRequestsPerMinute });
    const refused = await withToken(made.token).get('/api/leads').expect(429);
    expect(refused.body).toEqual({ message: bearerMessages.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another token of the same account has its own allowance.
    const other = await makeToken(await signIn(editor), ['leads:read']);
    await withToken(other.token).get('/api/leads').expect(200);
  });

  it('counts wrong tokens like wrong passwords from that address', async () => {
    const user = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(user), ['leads:read']);
    const ip = freshIp();
    const wrong = `ava_pat_${'A'.repeat(43)}`;
    for (let attempt = 0; attempt < signInAllowances.address; attempt += 1)
      await withToken(wrong, ip).get('/api/leads').expect(401);
    const limited = await withToken(wrong, ip).get('/api/leads').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The address's sign-ins are used up too.
    await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ username: user.username, password: user.password })
      .expect(429);
    // A right token is no guess: it still works from there.
    await withToken(made.token, ip).get('/api/leads').expect(200);
  });
});

describe('what revokes tokens', () => {
  it('a change of one’s own password revokes all the account’s tokens', async () => {
    const editor = await createUser({ role: 'editor' });
    const agent = await signIn(editor);
    const tokens = [await makeToken(agent, ['leads:read']), await makeToken(agent, ['tasks:use'])];
    await agent
      .put('/api/auth/password')
      .send({ currentPassword: editor.password, newPassword: 'a-fresh-long-passphrase' })
      .expect(200);
    for (const made of tokens) {
      const refused = await withToken(made.token).get('/api/auth/me').expect(401);
      expect(refused.body).toEqual({ message: bearerMessages.revoked });
      const [entry] = await entries('token.revoked', made.id);
      expect(entry).toMatchObject({
        actorId: editor.id,
        summary: { by: 'owner', reason: 'password changed' },
      });
    }
  });

  it('an admin setting a password revokes them all; a new role, those with scopes it lacks', async () => {
    const editor = await createUser({ role: 'editor' });
    const agent = await signIn(editor);
    const leads = await makeToken(agent, ['leads:read', 'posts:write-own']);
    const posts = await makeToken(agent, ['posts:write-own']);
    await adminAgent.put(`/api/users/${editor.id}`).send({ role: 'author' }).expect(200);
    await withToken(leads.token).get('/api/posts').expect(401);
    await withToken(posts.token).post('/api/posts').send({ title: 'Still mine' }).expect(201);
    const [entry] = await entries('token.revoked', leads.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      summary: { by: 'admin', owner: editor.username, reason: 'role changed' },
    });
    expect(await entries('token.revoked', posts.id)).toEqual([]);

    await adminAgent
      .put(`/api/users/${editor.id}`)
      .send({ password: 'another long passphrase' })
      .expect(200);
    await withToken(posts.token).get('/api/posts').expect(401);
  });
});

describe('the activity log', () => {
  it('records making a token and each use from an address it was not last used from', async () => {
    const editor = await createUser({ role: 'editor' });
    const made = await makeToken(await signIn(editor), ['leads:read'], { name: 'Reporting' });
    const [created] = await entries('token.created', made.id);
    expect(created).toMatchObject({
      actorId: editor.id,
      objectType: 'token',
      objectLabel: 'Reporting',
      summary: { scopes: ['leads:read'], expires: made.expiresAt },
    });
    expect(JSON.stringify(created)).not.toContain(made.token);

    const [office, home] = [freshIp(), freshIp()];
    await withToken(made.token, office).get('/api/leads').expect(200);
    const firstUse = await tokenRow(made.id);
    expect(firstUse.lastUsedAddress).toBe(office);
    await withToken(made.token, office).get('/api/leads').expect(200);
    // "Last used" moves on at most once a minute.
    expect((await tokenRow(made.id)).lastUsedAt).toEqual(firstUse.lastUsedAt);
    await withToken(made.token, home).get('/api/leads').expect(200);
    await withToken(made.token, home).get('/api/leads').expect(200);
    const moves = await entries('token.used_from_new_address', made.id);
    expect(moves).toMatchObject([
      { actorId: editor.id, address: office, summary: { previousAddress: null } },
      { actorId: editor.id, address: home, summary: { previousAddress: office } },
    ]);
    const listed = await (await signIn(editor)).get('/api/auth/tokens').expect(200);
    expect(listed.body.tokens[0]).toMatchObject({ lastUsedAddress: home });
    expect(Date.parse(listed.body.tokens[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});
