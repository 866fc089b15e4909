import type { Express } from 'express';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redirect } from '#src/models/site-content';
import type { PageDetail } from '#src/schemas/wire/pages';
import { findPublicPage } from '#src/services/page-service';
import { followRedirect } from '#src/services/redirect-service';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let editor: request.Agent;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  editor = await signedInAgent(app, await createUser({ role: 'editor' }));
});
afterAll(() => database.destroy());

let sequence = 0;
const freshPath = (prefix = 'page') => `/${prefix}-${++sequence}-${Date.now().toString(36)}`;

const body = (path: string, overrides: Record<string, unknown> = {}) => ({
  title: 'A page',
  path,
  status: 'published',
  blocks: [{ id: 'body', type: 'richText', data: { html: '<p>Hello</p>' } }],
  ...overrides,
});

async function newPage(path: string, overrides: Record<string, unknown> = {}) {
  return (await editor.post('/api/pages').send(body(path, overrides)).expect(201))
    .body as PageDetail;
}

async function move(page: PageDetail, path: string, overrides: Record<string, unknown> = {}) {
  return (await editor.put(`/api/pages/${page.id}`).send(body(path, overrides)).expect(200))
    .body as PageDetail;
}

const ownAddress = 'The site already answers at this address: choose another';
const taken = 'That path is already taken';

describe('the paths a page may take', () => {
  it('refuses every address the site answers itself, beside the path field', async () => {
    const page = await newPage(freshPath());
    const own = [
      '/api',
      '/api/pages',
      '/admin',
      '/admin/content/pages',
      '/blog',
      '/blog/post/missed-calls',
      '/category/guides',
      '/tag/phones',
      '/setup',
      '/setup/abc',
      '/assets/index-abc',
      '/images/hero',
      '/uploads/photo',
      '/auth',
      '/account',
      '/news',
      '/healthz',
      // Moved addresses of src/redirects.ts.
      '/solutions',
    ];
    for (const path of own) {
      const created = await editor.post('/api/pages').send(body(path)).expect(400);
      expect(created.body, path).toEqual({ message: ownAddress, errors: { path: ownAddress } });
      const moved = await editor.put(`/api/pages/${page.id}`).send(body(path)).expect(400);
      expect(moved.body, path).toEqual(created.body);
    }
    // Files and documents: a path has no file extension at all.
    for (const path of [
      '/rss.xml',
      '/sitemap.xml',
      '/sitemap.html',
      '/robots.txt',
      '/favicon.svg',
      '/price-list.pdf',
    ]) {
      const response = await editor.post('/api/pages').send(body(path)).expect(400);
      expect(Object.keys(response.body.errors), path).toEqual(['path']);
    }
    expect(await answerAt(page.path)).toMatchObject({ page: { id: page.id } });
  });

  it('takes addresses next to the site’s own, and the home page', async () => {
    for (const path of ['/blogging-tips', '/administration', '/tags-we-love', '/solutions/ai-x']) {
      await newPage(`${path}-${++sequence}`);
    }
    expect((await newPage('/', { status: 'draft' })).path).toBe('/');
  });

  it('refuses another page’s path with 409 beside the field, on create and on save', async () => {
    const first = await newPage(freshPath());
    const second = await newPage(freshPath());
    const clash = await editor.post('/api/pages').send(body(first.path)).expect(409);
    expect(clash.body).toEqual({ message: taken, errors: { path: taken } });
    await editor
      .put(`/api/pages/${second.id}`)
      .send(body(first.path))
      .expect(409, { message: taken, errors: { path: taken } });
    // Its own path is no clash; a path is compared as it is stored, lowercased.
    await move(second, second.path.toUpperCase());
    await editor.post('/api/pages').send(body(first.path.toUpperCase())).expect(409);
  });
});

/** What a visitor gets at `path`: the page there, else where a redirect sends them (a 301). */
async function answerAt(path: string) {
  const found = await findPublicPage(path);
  if (found) return found;
  const moved = await followRedirect(path);
  return moved ? { movedTo: moved.location } : null;
}

describe('what a moved page leaves behind', () => {
  it('answers the old path of a published page with a 301 to the new one', async () => {
    const page = await newPage(freshPath('before'));
    const after = freshPath('after');
    await move(page, after);
    expect(await answerAt(page.path)).toEqual({ movedTo: after });
    expect(await answerAt(after)).toMatchObject({ page: { id: page.id, path: after } });
  });

  it('leaves nothing behind a draft, which no visitor has seen', async () => {
    const page = await newPage(freshPath('draft'), { status: 'draft' });
    const after = freshPath('draft-after');
    await move(page, after, { status: 'published' });
    expect(await answerAt(page.path)).toBeNull();
    expect(await Redirect.query().where('toPath', after)).toEqual([]);
  });

  it('collapses chains: every old address leads straight to the newest', async () => {
    const [a, b, c] = [freshPath('a'), freshPath('b'), freshPath('c')];
    const page = await newPage(a);
    await move(page, b);
    await move(page, c);
    expect(await answerAt(a)).toEqual({ movedTo: c });
    expect(await answerAt(b)).toEqual({ movedTo: c });
    // Moving back to an old address takes it: it is the page again, and no loop is left.
    await move(page, a);
    expect(await answerAt(a)).toMatchObject({ page: { id: page.id } });
    expect(await answerAt(b)).toEqual({ movedTo: a });
    expect(await answerAt(c)).toEqual({ movedTo: a });
    expect(await Redirect.query().where('fromPath', a)).toEqual([]);
  });

  it('lets a new page take an old address, which then stops redirecting', async () => {
    const [old, moved] = [freshPath('old'), freshPath('moved')];
    const page = await newPage(old);
    await move(page, moved);
    // A draft there changes nothing visitors see; published, it is the page at that address.
    const successor = await newPage(old, { status: 'draft' });
    expect(await answerAt(old)).toEqual({ movedTo: moved });
    await move(successor, old, { status: 'published' });
    expect(await answerAt(old)).toMatchObject({ page: { id: successor.id } });
    expect(await Redirect.query().where('fromPath', old)).toEqual([]);
  });

  it('leaves no redirect when a page is deleted', async () => {
    const [first, last] = [freshPath('first'), freshPath('last')];
    const page = await newPage(first);
    await move(page, last);
    await editor.delete(`/api/pages/${page.id}`).expect(204);
    expect(await answerAt(first)).toBeNull();
    expect(await answerAt(last)).toBeNull();
    expect(await Redirect.query().whereIn('fromPath', [first, last])).toEqual([]);
  });
});
