import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { PublicCache } from '#src/http/public-cache';
import type { Post } from '#src/models/post';
import { createCategory, createComment, createPost, createTag } from '../factories/content';
import { seed as installSitePages } from '../../seeds/04_site_pages';
import { navigation } from '../../seeds/data/navigation';
import { siteSettingsBody } from '../factories/site-settings';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const publicly = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const privately = 'private, no-store';

let database: TestDatabase;
let cache: PublicCache;
let app: Express;
let author: CreatedUser;
let editor: CreatedUser;
let admin: CreatedUser;
let reader: CreatedUser;
let published: Post;
let other: Post;
let draft: Post;

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence} ${Date.now().toString(36)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  cache = new PublicCache();
  app = await createApp({
    config: testConfig(),
    db: database.db,
    logger: pino({ level: 'silent' }),
    pages: 'none',
    publicCache: cache,
  });
  [author, editor, admin, reader] = await Promise.all([
    createUser({ role: 'author' }),
    createUser({ role: 'editor' }),
    createUser({ role: 'admin' }),
    createUser({ role: 'user' }),
  ]);
  const category = await createCategory();
  const tag = await createTag();
  published = await createPost({
    authorId: author.id,
    title: unique('Published'),
    categoryIds: [category.id],
    tagIds: [tag.id],
  });
  other = await createPost({ authorId: author.id, title: unique('Other') });
  draft = await createPost({ authorId: author.id, title: unique('Draft'), status: 'draft' });
  await createComment({ postId: published.id, authorId: reader.id });
  await createComment({ postId: other.id, authorId: reader.id });
  // The site's own pages and the content they share (the plans, the menus).
  await installSitePages(database.db);
});
afterAll(() => database.destroy());

/** The public JSON endpoints, as a visitor's browser or a CDN asks for them. */
const publicUrls = () => [
  '/api/posts',
  '/api/posts?limit=6&offset=0',
  `/api/posts/${published.id}`,
  `/api/posts/by-slug/${published.slug}`,
  '/api/categories',
  '/api/tags',
  '/api/pricing',
  '/api/navigation',
  '/api/settings',
  `/api/comments?postId=${published.id}`,
];

const anonymous = (url: string) => request(app).get(url);

/** What the process's cache did for an anonymous request: 'hit', 'miss', or nothing (not cached). */
async function cacheState(url: string) {
  return (await anonymous(url)).headers['x-render-cache'] as string | undefined;
}

/** Requests each URL until it is served from the cache. */
async function warm(urls: string[]) {
  for (const url of urls) {
    await anonymous(url).expect(200);
    expect(await cacheState(url), url).toBe('hit');
  }
}

async function statesOf(urls: string[]) {
  const states: Record<string, string | undefined> = {};
  for (const url of urls) states[url] = await cacheState(url);
  return states;
}

const allHits = (urls: string[]) => Object.fromEntries(urls.map((url) => [url, 'hit']));

function expectPublic(response: request.Response, url: string) {
  expect(response.status, url).toBe(200);
  expect(response.headers['cache-control'], url).toBe(publicly);
  expect(response.headers['vary'], url).toBe('Cookie, Accept-Encoding');
  // Strong: byte for byte the same body, so a CDN may answer range and conditional requests.
  expect(response.headers['etag'], url).toMatch(/^"[\w-]+"$/);
  expect(response.headers['set-cookie'], url).toBeUndefined();
}

describe('public JSON for anonymous visitors', () => {
  it('is public for a minute at the edge, with a strong ETag, kept after the first request', async () => {
    cache.invalidate('everything');
    for (const url of publicUrls()) {
      const first = await anonymous(url).set('Accept-Encoding', 'gzip');
      expectPublic(first, url);
      expect(first.headers['x-render-cache'], url).toBe('miss');
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(first.headers['content-encoding'], url).toBe('gzip');
      expect(first.headers['etag'], url).toMatch(/-gzip"$/);

      const second = await anonymous(url).set('Accept-Encoding', 'gzip');
      expectPublic(second, url);
      expect(second.headers['x-render-cache'], url).toBe('hit');
      expect(second.headers['etag'], url).toBe(first.headers['etag']);
      expect(second.text, url).toBe(first.text);

      const plain = await anonymous(url).set('Accept-Encoding', 'identity');
      expectPublic(plain, url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['etag'], url).toBe(first.get('ETag')!.replace(/-gzip"$/, '"'));
      expect(Number(plain.headers['content-length']), url).toBe(Buffer.byteLength(plain.text));
      expect(plain.text, url).toBe(first.text);
    }
  });

  it('answers 304 without a body when the copy a browser or CDN holds is current', async () => {
    for (const url of publicUrls()) {
      const gzipped = await anonymous(url).set('Accept-Encoding', 'gzip');
      const plain = await anonymous(url).set('Accept-Encoding', 'identity');
      const tags = [gzipped.headers['etag'] as string, plain.headers['etag'] as string];
      for (const etag of [...tags, `W/${tags[0]}`, `"stale", ${tags[1]}`]) {
        for (const encoding of ['gzip', 'identity']) {
          const again = await anonymous(url)
            .set('Accept-Encoding', encoding)
            .set('If-None-Match', etag);
          expect(again.status, `${url} ${etag} ${encoding}`).toBe(304);
          expect(again.text ?? '', url).toBe('');
          expect(again.headers['cache-control'], url).toBe(publicly);
          expect(again.headers['etag'], url).toBe(encoding === 'gzip' ? tags[0] : tags[1]);
        }
      }
      const stale = await anonymous(url).set('If-None-Match', '"not-this-one"');
      expect(stale.status, url).toBe(200);
    }
  });

  it('shares one entry between URLs that differ only in parameters the answer ignores', async () => {
    await warm(['/api/posts?limit=6&offset=0', `/api/posts/${published.id}`, '/api/tags']);
    const clean = await anonymous('/api/posts?limit=6&offset=0');
    for (const url of [
      '/api/posts?offset=0&limit=6&utm_source=newsletter',
      '/api/posts?fbclid=abc&limit=6&offset=0&_=1700000000000',
    ]) {
      const response = await anonymous(url);
      expect(response.headers['x-render-cache'], url).toBe('hit');
      expect(response.headers['etag'], url).toBe(clean.headers['etag']);
    }
    expect(await cacheState(`/api/posts/${published.id}?ref=home`)).toBe('hit');
    expect(await cacheState('/api/tags?cachebuster=42')).toBe('hit');
    // A parameter the answer depends on is an entry of its own.
    const fewer = await anonymous('/api/posts?limit=5&offset=0&utm_source=x');
    expect(fewer.headers['x-render-cache']).toBe('miss');
    expect(fewer.body.posts).toHaveLength(Math.min(5, clean.body.posts.length));
  });

  it('is private for a signed-in editor, who sees drafts the public list never holds', async () => {
    await warm(['/api/posts', `/api/posts/${published.id}`]);
    const editorAgent = await signedInAgent(app, editor);
    const publicList = await anonymous('/api/posts');

    const list = await editorAgent.get('/api/posts').expect(200);
    expect(list.headers['cache-control']).toBe(privately);
    expect(list.headers['etag']).toBeUndefined();
    expect(list.headers['x-render-cache']).toBeUndefined();
    expect(list.body.posts.map((post: { id: number }) => post.id)).toContain(draft.id);
    // The copy a browser kept from before signing in is not current for the signed-in list.
    const revalidated = await editorAgent
      .get('/api/posts')
      .set('If-None-Match', publicList.get('ETag')!);
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers['cache-control']).toBe(privately);

    const one = await editorAgent.get(`/api/posts/${draft.id}`).expect(200);
    expect(one.headers['cache-control']).toBe(privately);
    expect(one.headers['etag']).toBeUndefined();

    for (const url of ['/api/posts', '/api/posts?status=all', '/api/posts?status=draft']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await anonymous(url).expect(200);
        expect(response.headers['cache-control'], url).toBe(publicly);
        const ids = response.body.posts.map((post: { id: number }) => post.id);
        expect(ids, url).not.toContain(draft.id);
        expect(response.text, url).not.toContain(draft.title);
      }
    }
    const hidden = await anonymous(`/api/posts/${draft.id}`).expect(404);
    expect(hidden.headers['cache-control']).toBe(privately);
    expect(hidden.headers['x-render-cache']).toBeUndefined();
    // The editor's requests neither dropped nor replaced what visitors are served.
    expect((await anonymous('/api/posts')).headers['etag']).toBe(publicList.headers['etag']);
  });
});

describe('a write drops the public answers showing what it changed, and only those', () => {
  /** What visitors keep reading meanwhile: lists, the two posts, their comments, the rest. */
  const watched = () => [
    '/api/posts',
    `/api/posts/${published.id}`,
    `/api/posts/by-slug/${published.slug}`,
    `/api/posts/${other.id}`,
    `/api/comments?postId=${published.id}`,
    `/api/comments?postId=${other.id}`,
    '/api/categories',
    '/api/tags',
    '/api/pricing',
    '/api/settings',
  ];

  const postBody = (post: Pick<Post, 'title'>, changes: Record<string, unknown> = {}) => ({
    title: post.title,
    excerpt: 'An excerpt',
    content: '<p>Body</p>',
    status: 'published',
    ...changes,
  });

  it('keeps everything when an editor saves a draft again and again', async () => {
    const editorAgent = await signedInAgent(app, editor);
    await warm(watched());
    for (let save = 0; save < 5; save += 1) {
      await editorAgent
        .put(`/api/posts/${draft.id}`)
        .send(postBody(draft, { status: 'draft', content: `<p>Autosave ${save}</p>` }))
        .expect(200);
    }
    // A new draft, too, shows nowhere.
    await editorAgent
      .post('/api/posts')
      .send(postBody({ title: unique('Another draft') }, { status: 'draft' }))
      .expect(201);
    expect(await statesOf(watched())).toEqual(allHits(watched()));
  });

  it('drops the list when the draft is published, and visitors see the post', async () => {
    const editorAgent = await signedInAgent(app, editor);
    await warm(watched());
    await anonymous(`/api/posts/${draft.id}`).expect(404);
    await editorAgent.put(`/api/posts/${draft.id}`).send(postBody(draft)).expect(200);

    const list = await anonymous('/api/posts');
    expect(list.headers['x-render-cache']).toBe('miss');
    expect(list.body.posts.map((post: { id: number }) => post.id)).toContain(draft.id);
    const post = await anonymous(`/api/posts/${draft.id}`).expect(200);
    expect(post.headers['x-render-cache']).toBe('miss');
    expect(post.headers['cache-control']).toBe(publicly);
    expect(await cacheState(`/api/posts/${draft.id}`)).toBe('hit');
    // Comments and the pages' shared content do not show posts.
    expect(await cacheState('/api/pricing')).toBe('hit');
    expect(await cacheState('/api/settings')).toBe('hit');
  });

  it('drops the list and the post when a published post is edited', async () => {
    const editorAgent = await signedInAgent(app, editor);
    await warm(watched());
    const title = unique('Edited');
    await editorAgent
      .put(`/api/posts/${published.id}`)
      .send(postBody(published, { title }))
      .expect(200);
    published.title = title;

    for (const url of [
      '/api/posts',
      `/api/posts/${published.id}`,
      `/api/posts/by-slug/${published.slug}`,
    ]) {
      const response = await anonymous(url);
      expect(response.headers['x-render-cache'], url).toBe('miss');
      expect(response.text, url).toContain(title);
    }
    expect(await cacheState('/api/pricing')).toBe('hit');
    expect(await cacheState('/api/settings')).toBe('hit');
  });

  it('drops the list and the post when a published post is deleted', async () => {
    const editorAgent = await signedInAgent(app, editor);
    const doomed = await createPost({ authorId: author.id, title: unique('Doomed') });
    const urls = [`/api/posts/${doomed.id}`, `/api/posts/by-slug/${doomed.slug}`];
    await warm([...watched(), ...urls]);
    await editorAgent.delete(`/api/posts/${doomed.id}`).expect(204);

    const list = await anonymous('/api/posts');
    expect(list.headers['x-render-cache']).toBe('miss');
    expect(list.text).not.toContain(doomed.title);
    for (const url of urls) {
      const gone = await anonymous(url);
      expect(gone.status, url).toBe(404);
      expect(gone.headers['cache-control'], url).toBe(privately);
    }
    expect(await cacheState('/api/pricing')).toBe('hit');
  });

  it('keeps everything when a reader comments (the comment waits for moderation)', async () => {
    const readerAgent = await signedInAgent(app, reader);
    await warm([...watched(), '/api/comments']);
    const content = unique('Pending comment');
    const created = await readerAgent
      .post('/api/comments')
      .send({ postId: published.id, content })
      .expect(201);
    expect(created.body.isApproved).toBe(false);
    expect(await statesOf([...watched(), '/api/comments'])).toEqual(
      allHits([...watched(), '/api/comments']),
    );
    expect((await anonymous(`/api/comments?postId=${published.id}`)).text).not.toContain(content);
  });

  it('drops that post’s answers, and no other post’s, when a comment is approved', async () => {
    const readerAgent = await signedInAgent(app, reader);
    const adminAgent = await signedInAgent(app, admin);
    const content = unique('Approved comment');
    const created = await readerAgent
      .post('/api/comments')
      .send({ postId: published.id, content })
      .expect(201);
    await warm(watched());
    await adminAgent
      .patch(`/api/comments/${created.body.id}`)
      .send({ isApproved: true })
      .expect(200);

    const comments = await anonymous(`/api/comments?postId=${published.id}`);
    expect(comments.headers['x-render-cache']).toBe('miss');
    expect(comments.text).toContain(content);
    expect(await cacheState(`/api/posts/${published.id}`)).toBe('miss');
    expect(
      await statesOf([
        '/api/posts',
        `/api/posts/${other.id}`,
        `/api/comments?postId=${other.id}`,
        '/api/categories',
        '/api/pricing',
      ]),
    ).toEqual(
      allHits([
        '/api/posts',
        `/api/posts/${other.id}`,
        `/api/comments?postId=${other.id}`,
        '/api/categories',
        '/api/pricing',
      ]),
    );
  });

  it('drops everything when an admin saves settings or the site’s details', async () => {
    const adminAgent = await signedInAgent(app, admin);
    const context = `cache${Date.now().toString(36)}`;
    for (const save of [
      () =>
        adminAgent
          .put('/api/settings')
          .send({ settings: [{ context, key: 'accent', value: '#0f766e' }] })
          .expect(200),
      () =>
        adminAgent
          .put('/api/settings/site')
          .send(siteSettingsBody({ phone: '(555) 010-0199' }))
          .expect(200),
    ]) {
      await warm(watched());
      await save();
      const states = await statesOf(watched());
      expect(
        Object.values(states).every((state) => state === 'miss'),
        JSON.stringify(states),
      ).toBe(true);
    }
    expect((await anonymous(`/api/settings?context=${context}`)).text).toContain('#0f766e');
  });

  it('drops everything when an editor saves the navigation, which every page shows', async () => {
    const editorAgent = await signedInAgent(app, editor);
    const urls = [...watched(), '/api/navigation'];
    await editorAgent.put('/api/navigation').send(navigation).expect(200);
    await warm(urls);
    const renamed = structuredClone(navigation);
    renamed.header.links[0]!.label = unique('Start');
    await editorAgent.put('/api/navigation').send(renamed).expect(200);
    const states = await statesOf(urls);
    expect(
      Object.values(states).every((state) => state === 'miss'),
      JSON.stringify(states),
    ).toBe(true);
    expect((await anonymous('/api/navigation')).body).toEqual(renamed);

    await warm(urls);
    renamed.footer.legal[0]!.href = 'javascript:alert(1)';
    await editorAgent.put('/api/navigation').send(renamed).expect(400);
    await signedInAgent(app, author).then((agent) =>
      agent.put('/api/navigation').send(navigation).expect(403),
    );
    expect(await statesOf(urls)).toEqual(allHits(urls));
  });

  it('keeps everything when a visitor sends a lead or staff write a task', async () => {
    const editorAgent = await signedInAgent(app, editor);
    await warm(watched());
    await request(app)
      .post('/api/leads')
      .send({ name: 'Pat Visitor', email: 'pat@example.test', message: 'Call me' })
      .expect(201);
    const task = await editorAgent
      .post('/api/tasks')
      .send({ title: unique('Task') })
      .expect(201);
    await editorAgent
      .put(`/api/tasks/${task.body.id}`)
      .send({ title: unique('Task'), status: 'done' })
      .expect(200);
    await editorAgent.delete(`/api/tasks/${task.body.id}`).expect(204);
    expect(await statesOf(watched())).toEqual(allHits(watched()));
  });

  it('keeps everything when a write is refused', async () => {
    const readerAgent = await signedInAgent(app, reader);
    await warm(watched());
    await readerAgent
      .put('/api/settings')
      .send({ settings: [{ context: 'x', key: 'y', value: 1 }] })
      .expect(403);
    await readerAgent
      .post('/api/categories')
      .send({ name: unique('Nope') })
      .expect(403);
    await request(app).put(`/api/posts/${published.id}`).send(postBody(published)).expect(401);
    expect(await statesOf(watched())).toEqual(allHits(watched()));
  });
});

describe('feeds for a signed-in reader', () => {
  /** The session's row as the store keeps it: any renewal changes `expired` and the cookie in `sess`. */
  async function sessionRow(cookie: string) {
    const sid = decodeURIComponent(cookie.split(';')[0]!.slice('sid='.length))
      .slice(2)
      .split('.')[0]!;
    const row = await database.db('sessions').where({ sid }).first('sess', 'expired');
    expect(row, 'the session is stored').toBeDefined();
    return { sess: JSON.stringify(row.sess), expired: new Date(row.expired).getTime() };
  }

  it('answer publicly with ETag and 304, set no cookie and never touch the session', async () => {
    const login = await request(app)
      .post('/api/auth/login')
      .send({ username: reader.username, password: reader.password })
      .expect(200);
    const cookie = login.get('Set-Cookie')!.find((value) => value.startsWith('sid='))!;
    const signedIn = cookie.split(';')[0]!;
    const before = await sessionRow(cookie);

    for (const [url, type] of [
      ['/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request(app).get(url).set('Cookie', signedIn).expect(200);
        expect(response.headers['content-type'], url).toBe(type);
        expect(response.headers['set-cookie'], url).toBeUndefined();
        expect(response.headers['cache-control'], url).toBe(publicly);
        // The same for everybody, signed in or not: a cookie does not change it.
        expect(response.headers['vary'], url).toBe('Accept-Encoding');
        expect(response.headers['etag'], url).toMatch(/^"[\w-]+"$/);
        expect(response.text, url).not.toContain(reader.username);

        const again = await request(app)
          .get(url)
          .set('Cookie', signedIn)
          .set('If-None-Match', response.get('ETag')!);
        expect(again.status, url).toBe(304);
        expect(again.headers['set-cookie'], url).toBeUndefined();
        expect(again.headers['cache-control'], url).toBe(publicly);
      }
      const visitor = await request(app).get(url).expect(200);
      expect(visitor.headers['x-render-cache'], url).toBe('hit');
    }
    expect(await sessionRow(cookie)).toEqual(before);

    // The same session on an API request is renewed: the row above would have shown it.
    const me = await request(app).get('/api/auth/me').set('Cookie', signedIn).expect(200);
    expect(me.headers['set-cookie']).toBeDefined();
    expect(me.headers['cache-control']).toBe(privately);
    expect((await sessionRow(cookie)).expired).toBeGreaterThan(before.expired);
  });
});
