import type { Express } from 'express';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { followRedirect, redirectMessages } from '#src/services/redirect-service';
import { createPost } from '../factories/content';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let editor: TestAgent;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  editor = await signedInAgent(app, await createUser({ role: 'editor' }));
});
afterAll(() => database.destroy());
beforeEach(() => database.db('redirects').delete());

const add = (body: Record<string, unknown>) => editor.post('/api/redirects').send(body);
const stored = () =>
  database.db('redirects').select('fromPath', 'toPath', 'status', 'origin').orderBy('fromPath');

describe('POST /api/redirects', () => {
  it('stores a redirect without the trailing slash WordPress writes, and lists it', async () => {
    const created = await add({ fromPath: '/2019/05/our-menu/', toPath: '/blog/post/menu' }).expect(
      201,
    );
    expect(created.body).toMatchObject({
      fromPath: '/2019/05/our-menu',
      toPath: '/blog/post/menu',
      status: 301,
      origin: 'manual',
      hits: 0,
      lastHitAt: null,
    });
    await add({
      fromPath: '/offer',
      toPath: 'https://book.example.com/spring',
      status: 302,
    }).expect(201);
    const list = await editor.get('/api/redirects?q=menu').expect(200);
    expect(list.body.redirects.map((row: { fromPath: string }) => row.fromPath)).toEqual([
      '/2019/05/our-menu',
    ]);
  });

  it('refuses loops, chains, the site’s own addresses and bad values, storing nothing', async () => {
    await add({ fromPath: '/a', toPath: '/b' }).expect(201);
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ fromPath: '/c', toPath: '/c/' }, 400, 'toPath', redirectMessages.loop],
      [
        { fromPath: '/c', toPath: '/a' },
        400,
        'toPath',
        redirectMessages.leadsToRedirect('/a', '/b'),
      ],
      [{ fromPath: '/b', toPath: '/d' }, 400, 'toPath', redirectMessages.ledTo('/b', '/a')],
      [{ fromPath: '/a', toPath: '/e' }, 409, 'fromPath', redirectMessages.exists],
      [{ fromPath: '/api/posts', toPath: '/e' }, 400, 'fromPath', redirectMessages.ownAddress],
      [{ fromPath: '/admin', toPath: '/e' }, 400, 'fromPath', redirectMessages.ownAddress],
      [{ fromPath: '/', toPath: '/e' }, 400, 'fromPath', redirectMessages.ownAddress],
      [
        { fromPath: 'old', toPath: '/e' },
        400,
        'fromPath',
        'From must be a path of this site, such as /old-page',
      ],
      [
        { fromPath: '//evil.example', toPath: '/e' },
        400,
        'fromPath',
        'From must be a path of this site, such as /old-page',
      ],
      [
        { fromPath: '/f', toPath: 'javascript:alert(1)' },
        400,
        'toPath',
        'To must be a path of this site or an http(s) address',
      ],
      [{ fromPath: '/f', toPath: '/e', status: 307 }, 400, 'status', 'Status must be 301 or 302'],
      [
        { fromPath: `/${'x'.repeat(300)}`, toPath: '/e' },
        400,
        'fromPath',
        'From must be at most 300 characters',
      ],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await add(body).expect(status);
      expect(response.body.errors, JSON.stringify(body)).toEqual({ [field]: message });
    }
    expect(await stored()).toEqual([
      { fromPath: '/a', toPath: '/b', status: 301, origin: 'manual' },
    ]);
  });
});

describe('POST /api/redirects/import', () => {
  it('adds many from CSV, replacing those with the same from-path', async () => {
    await add({ fromPath: '/old-about', toPath: '/contact' }).expect(201);
    const response = await editor
      .post('/api/redirects/import')
      .send({ csv: 'from,to,status\r\n/old-about,/landing\r\n"/old-prices/",/funnel,302\r\n\r\n' })
      .expect(200);
    expect(response.body).toEqual({ added: 1, replaced: 1 });
    expect(await stored()).toEqual([
      { fromPath: '/old-about', toPath: '/landing', status: 301, origin: 'import' },
      { fromPath: '/old-prices', toPath: '/funnel', status: 302, origin: 'import' },
    ]);
  });

  it('refuses the whole file, naming every bad line, when one line breaks a rule', async () => {
    const response = await editor
      .post('/api/redirects/import')
      .send({ csv: '/one,/two\n/two,/three\n/admin/x,/y\nnot a redirect\n/ok,/fine\n' })
      .expect(400);
    expect(response.body.message).toBe('Some lines of the CSV cannot be imported: nothing was');
    expect(response.body.errors).toEqual({
      'line 1': redirectMessages.leadsToRedirect('/two', '/three'),
      'line 2': redirectMessages.ledTo('/two', '/one'),
      'line 3': redirectMessages.ownAddress,
      'line 4': 'Write each redirect as from,to or from,to,status',
    });
    expect(await stored()).toEqual([]);
  });
});

describe('following a redirect', () => {
  it('answers where it leads, counts the hit, and forgets a deleted one', async () => {
    const created = await add({ fromPath: '/old', toPath: '/new', status: 302 }).expect(201);
    expect(await followRedirect('/old/')).toEqual({ location: '/new', status: 302 });
    await expect
      .poll(async () => (await database.db('redirects').where('fromPath', '/old').first()).hits)
      .toBe(1);
    await editor.delete(`/api/redirects/${created.body.id}`).expect(204);
    await editor.delete(`/api/redirects/${created.body.id}`).expect(404);
    expect(await followRedirect('/old')).toBeNull();
  });

  it('is left by a published post whose slug changes', async () => {
    const author = await createUser({ role: 'editor' });
    const post = await createPost({ authorId: author.id, slug: 'first-name', status: 'published' });
    const agent = await signedInAgent(app, author);
    const current = (await agent.get(`/api/posts/${post.id}`).expect(200)).body;
    await agent
      .put(`/api/posts/${post.id}`)
      .send({
        title: current.title,
        slug: 'second-name',
        excerpt: current.excerpt,
        content: current.contentHtml,
        status: 'published',
        categoryIds: [],
        tagIds: [],
        updatedAt: current.updatedAt,
      })
      .expect(200);
    expect(await followRedirect('/blog/post/first-name')).toEqual({
      location: '/blog/post/second-name',
      status: 301,
    });
    expect(await stored()).toEqual([
      {
        fromPath: '/blog/post/first-name',
        toPath: '/blog/post/second-name',
        status: 301,
        origin: 'post',
      },
    ]);
  });

  it('never hides a page or a post that answers at its address', async () => {
    const author = await createUser({ role: 'editor' });
    await createPost({ authorId: author.id, slug: 'live-post', status: 'published' });
    const refused = await add({ fromPath: '/blog/post/live-post', toPath: '/contact' }).expect(400);
    expect(refused.body.errors).toEqual({ fromPath: redirectMessages.liveAddress });
    const csv = await editor
      .post('/api/redirects/import')
      .send({ csv: '/blog/post/live-post,/landing\n' })
      .expect(400);
    expect(csv.body.errors).toEqual({ 'line 1': redirectMessages.liveAddress });

    // A redirect from a draft's address stands until the post is published there.
    await createPost({ authorId: author.id, slug: 'coming-soon', status: 'draft' });
    await add({ fromPath: '/blog/post/coming-soon', toPath: '/contact' }).expect(201);
    const agent = await signedInAgent(app, author);
    const published = await agent
      .post('/api/posts')
      .send({ title: 'Now here', slug: 'now-here', content: '<p>x</p>', status: 'published' })
      .expect(201);
    await add({ fromPath: '/blog/post/gone-soon', toPath: '/contact' }).expect(201);
    await agent
      .put(`/api/posts/${published.body.id}`)
      .send({
        title: 'Now here',
        slug: 'gone-soon',
        excerpt: '',
        content: '<p>x</p>',
        status: 'published',
        categoryIds: [],
        tagIds: [],
        updatedAt: published.body.updatedAt,
      })
      .expect(200);
    expect(await followRedirect('/blog/post/gone-soon')).toBeNull();
    expect(await followRedirect('/blog/post/coming-soon')).toMatchObject({ location: '/contact' });
  });
});
