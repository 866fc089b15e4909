import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { PublicCache } from '#src/http/public-cache';
import { absoluteLifetimeMs } from '#src/http/session-state';
import { Lead } from '#src/models/lead';
import { WebhookEndpoint } from '#src/models/outbound';
import { routeTable } from '../helpers/route-table';
import {
  createCategory,
  createComment,
  createPost,
  createSitePage,
  createTag,
  emptyImportPlan,
  savedRevisionContent,
} from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/*
 * A shared cache (a CDN, a proxy) keeps what a response allows it to keep and hands it to the
 * next visitor. Whatever the route, a response that sets a cookie, or answers a signed-in
 * visitor, must forbid that; a response that allows it must carry nobody's session or account.
 */

const privately = 'private, no-store';
const isPublic = (response: request.Response) =>
  /\bpublic\b/.test(response.headers['cache-control'] ?? '');

type Role = 'user' | 'author' | 'editor' | 'admin';
const roles: Role[] = ['user', 'author', 'editor', 'admin'];

let database: TestDatabase;
let app: Express;
const accounts = {} as Record<Role, CreatedUser>;
/** Session cookies (`sid=…`), one per role. */
const cookies = {} as Record<Role, string>;
/** Values for route parameters, by the route's first path segment after /api/. */
const params: Record<
  string,
  { id: number; slug?: string; revisionId?: number; deliveryId?: number }
> = {};
let publishedId: number;
let draftId: number;

const sessionCookieOf = (response: request.Response) => {
  const cookie = (response.headers['set-cookie'] as unknown as string[] | undefined)?.find(
    (value) => value.startsWith('sid='),
  );
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
};

async function signIn(user: CreatedUser) {
  const response = await request(app)
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password })
    .expect(200);
  return sessionCookieOf(response);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createApp({
    config: testConfig(),
    db: database.db,
    logger: pino({ level: 'silent' }),
    pages: 'none',
    publicCache: new PublicCache(),
  });
  // The accounts the sweep signs in with write nothing public (but the author's own draft), so
  // their names appear in no public answer; a separate writer owns the public content.
  const stamp = Date.now().toString(36);
  for (const role of roles) {
    accounts[role] = await createUser({
      role,
      username: `sweep${role}${stamp}`,
      fullName: `Sweep ${role} ${stamp}`,
    });
    cookies[role] = await signIn(accounts[role]);
  }
  const writer = await createUser({ role: 'author' });
  const category = await createCategory();
  const tag = await createTag();
  const post = await createPost({
    authorId: writer.id,
    categoryIds: [category.id],
    tagIds: [tag.id],
  });
  publishedId = post.id;
  draftId = (await createPost({ authorId: accounts.author.id, status: 'draft' })).id;
  await createComment({ postId: post.id, authorId: writer.id });
  // Pending: only moderators see it, and it carries its writer's name.
  await createComment({ postId: post.id, authorId: accounts.user.id, isApproved: false });
  const page = await createSitePage({ path: `/sweep-${stamp}`, title: 'Sweep page' });
  // A revision each, for the history routes (the factories write rows, not revisions).
  const revisionOf = async (subjectType: 'post' | 'page', subjectId: number) => {
    const [row] = await database
      .db('revisions')
      .insert({
        subjectType,
        subjectId,
        kind: 'save',
        authorId: writer.id,
        content: JSON.stringify(savedRevisionContent[subjectType]),
      })
      .returning('id');
    return Number((row as { id: number }).id);
  };
  params.posts = { id: post.id, slug: post.slug, revisionId: await revisionOf('post', post.id) };
  params.categories = { id: category.id, slug: category.slug };
  params.tags = { id: tag.id, slug: tag.slug };
  params.pages = { id: page.id, revisionId: await revisionOf('page', page.id) };
  const lead = await Lead.query().insertAndFetch({
    kind: 'contact',
    name: 'Sweep lead',
    email: 'sweep-lead@example.test',
    message: '',
  });
  params.leads = { id: lead.id };
  const webhook = await WebhookEndpoint.query().insertAndFetch({
    url: 'https://hooks.example.com/sweep',
    events: JSON.stringify(['lead.created']) as unknown as string[],
    secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'),
  });
  const [delivery] = await database
    .db('webhookDeliveries')
    .insert({
      endpointId: webhook.id,
      event: 'lead.created',
      messageId: 'msg_sweep',
      payload: JSON.stringify({ type: 'lead.created', data: {} }),
    })
    .returning('id');
  params.webhooks = { id: webhook.id, deliveryId: (delivery as { id: number }).id };
  const plan = emptyImportPlan();
  const [checked] = await database
    .db('contentImports')
    .insert({ platform: 'wordpress', fileName: 'sweep.xml', plan: JSON.stringify(plan) })
    .returning('id');
  params.imports = { id: Number((checked as { id: number }).id) };
});
afterAll(() => database.destroy());

/** Every GET of the route table, with real ids and slugs, and the queries staff use. */
function getUrls(): string[] {
  const routes = routeTable().filter((route) => route.method === 'get');
  const urls = routes.map((route) => {
    const resource = route.path.split('/')[2]!;
    return route.path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[resource]?.[name as 'id' | 'slug' | 'revisionId' | 'deliveryId'];
      if (value === undefined) throw new Error(`no value for ${name} in ${route.path}`);
      return String(value);
    });
  });
  return [
    ...urls,
    `/api/posts/${draftId}`,
    '/api/posts?status=all',
    '/api/posts?status=draft',
    `/api/posts?limit=6&offset=0&utm_source=sweep`,
    `/api/comments?postId=${publishedId}`,
    '/api/comments?isApproved=false',
    '/api/settings?context=site',
  ];
}

/** Names an account is known by: none may be in a response a shared cache can keep. */
const identities = () =>
  roles.flatMap((role) => [
    accounts[role].username,
    accounts[role].email,
    accounts[role].fullName!,
  ]);

function checkShareable(response: request.Response, label: string, signedIn: boolean) {
  const setsCookie = response.headers['set-cookie'] !== undefined;
  if (setsCookie || signedIn) {
    expect(response.headers['cache-control'], label).toBe(privately);
    expect(response.headers['etag'], label).toBeUndefined();
    expect(response.headers['x-render-cache'], label).toBeUndefined();
  }
  if (isPublic(response)) {
    expect(setsCookie, label).toBe(false);
    expect(signedIn, label).toBe(false);
    const body = response.text ?? '';
    for (const identity of identities()) expect(body, label).not.toContain(identity);
    // No account's email is ever public.
    expect(body, label).not.toMatch(/@example\.test/);
  }
}

describe('no response that a shared cache may keep carries a session or an account', () => {
  // Public ETags visitors were given, for signed-in browsers that kept a copy from before.
  const publicTags = new Map<string, string>();
  /** Hundreds of requests each: minutes on a machine busy with the other test files. */
  const sweepTimeout = 180_000;

  async function anonymousRound(round: string) {
    for (const url of getUrls()) {
      for (const method of ['get', 'head'] as const) {
        const response = await request(app)[method](url);
        const label = `${round} anonymous ${method.toUpperCase()} ${url} → ${response.status}`;
        // Visitors' requests never start or renew a session.
        expect(response.headers['set-cookie'], label).toBeUndefined();
        checkShareable(response, label, false);
        if (isPublic(response)) publicTags.set(url, response.get('ETag')!);
      }
    }
  }

  async function signedInRound(round: string, role: Role) {
    for (const url of getUrls()) {
      for (const method of ['get', 'head'] as const) {
        const pending = request(app)[method](url).set('Cookie', cookies[role]);
        // A browser that kept the public copy before signing in asks whether it is current.
        const publicTag = publicTags.get(url);
        if (publicTag) pending.set('If-None-Match', publicTag);
        const response = await pending;
        const label = `${round} ${role} ${method.toUpperCase()} ${url} → ${response.status}`;
        expect(response.status, label).not.toBe(304);
        expect(response.status, label).toBeLessThan(500);
        checkShareable(response, label, true);
      }
    }
  }

  // Signed in while nothing is cached, then visitors fill the cache (and hit it), then signed in
  // again with the cache full.
  it('covers every GET of the route table', () => {
    expect(getUrls().length).toBeGreaterThan(25);
  });

  it.each(roles)(
    'over every GET, signed in as %s, with nothing cached',
    async (role) => {
      await signedInRound('cold', role);
    },
    sweepTimeout,
  );

  it(
    'over every GET, for visitors, as the cache fills and then answers',
    async () => {
      await anonymousRound('first');
      await anonymousRound('cached');
      expect(publicTags.size).toBeGreaterThan(10);
    },
    sweepTimeout,
  );

  it.each(roles)(
    'over every GET, signed in as %s, with the cache full',
    async (role) => {
      await signedInRound('warm', role);
      await request(app).get('/api/auth/me').set('Cookie', cookies[role]).expect(200);
    },
    sweepTimeout,
  );

  it(
    'for a browser still holding the cookie of a session that ended',
    { timeout: sweepTimeout },
    async () => {
      const signedOut = await signIn(accounts.editor);
      await request(app).post('/api/auth/logout').set('Cookie', signedOut).expect(200);
      const expired = await signIn(accounts.admin);
      const sid = decodeURIComponent(expired.slice('sid='.length)).slice(2).split('.')[0]!;
      const row = await database.db('sessions').where({ sid }).first('sess');
      const sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess;
      sess.signedInAt = Date.now() - absoluteLifetimeMs - 60_000;
      await database
        .db('sessions')
        .where({ sid })
        .update({ sess: JSON.stringify(sess) });

      for (const [label, cookie] of [
        ['signed out', signedOut],
        ['expired', expired],
      ] as const) {
        for (const url of getUrls()) {
          const response = await request(app).get(url).set('Cookie', cookie);
          const name = `${label} ${url} → ${response.status}`;
          expect(response.status, name).toBeLessThan(500);
          checkShareable(response, name, false);
        }
        await request(app).get('/api/auth/me').set('Cookie', cookie).expect(401);
      }
    },
  );

  it('for signing in, registering and signing out', async () => {
    const login = await request(app)
      .post('/api/auth/login')
      .send({ username: accounts.user.username, password: accounts.user.password })
      .expect(200);
    const failed = await request(app)
      .post('/api/auth/login')
      .send({ username: accounts.user.username, password: 'not the password' })
      .expect(401);
    const username = `newcomer${Date.now().toString(36)}`;
    const register = await request(app)
      .post('/api/auth/register')
      .send({
        username,
        email: `${username}@example.test`,
        password: 'a-long-unusual-passphrase',
      })
      .expect(201);
    const logout = await request(app)
      .post('/api/auth/logout')
      .set('Cookie', sessionCookieOf(login))
      .expect(200);
    for (const [label, response] of Object.entries({ login, register, logout })) {
      expect(response.headers['set-cookie'], label).toBeDefined();
      expect(response.headers['cache-control'], label).toBe(privately);
      expect(response.headers['etag'], label).toBeUndefined();
    }
    expect(failed.headers['cache-control']).toBe(privately);
  });
});
