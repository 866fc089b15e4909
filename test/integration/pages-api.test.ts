import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page } from '#src/models/site-content';
import { routeTable } from '../helpers/route-table';
import type { BlockTypeInfo, PageDetail, PageList } from '#src/schemas/wire/pages';
import { findPublicPage } from '#src/services/page-service';
import {
  collectShownContent,
  onPublicContentChange,
  type ContentChange,
  type ContentTag,
} from '#src/services/public-content';
import { navigation } from '../../seeds/data/navigation';
import { pricing } from '../../seeds/data/pricing';
import { createSitePage } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Client = ReturnType<typeof request.agent>;

let database: TestDatabase;
let app: Express;
let editor: CreatedUser;
let as: Record<'author' | 'reader' | 'editor' | 'admin', Client>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  editor = await createUser({ role: 'editor' });
  as = {
    author: await signedInAgent(app, await createUser({ role: 'author' })),
    reader: await signedInAgent(app, await createUser({ role: 'user' })),
    editor: await signedInAgent(app, editor),
    admin: await signedInAgent(app, await createUser({ role: 'admin' })),
  };
});
afterAll(() => database.destroy());

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}-${Date.now().toString(36)}`;

const richText = (id: string, html: string) => ({ id, type: 'richText', data: { html } });

const pageBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring offer',
  path: `/${unique('offer')}`,
  status: 'draft',
  blocks: [richText('intro', '<p>Answer every call.</p>')],
  ...overrides,
});

async function newPage(overrides: Record<string, unknown> = {}) {
  const response = await as.editor.post('/api/pages').send(pageBody(overrides)).expect(201);
  return response.body as PageDetail & { revisionId: number };
}

const forbidden = { message: 'You do not have permission to do that' };

describe('the shapes of the pages API', () => {
  it('creates a page and answers it whole, blocks sanitized, with the revision it stored', async () => {
    const path = `/${unique('about')}`;
    const response = await as.editor
      .post('/api/pages')
      .send({
        title: '  About us  ',
        path,
        status: 'published',
        seoTitle: '  About {siteName}  ',
        seoDescription: 'Who we are',
        seoImage: '/images/about.png',
        blocks: [
          {
            id: 'body',
            type: 'richText',
            data: {
              heading: 'Who we are',
              html: '<h2 onclick="steal()">Team</h2><script>alert(1)</script><p><a href="javascript:x()">us</a></p>',
            },
          },
          { ...richText('later', '<p>Later</p>'), hidden: true },
        ],
      })
      .expect(201);
    const page = response.body as PageDetail & { revisionId: number };
    expect(Object.keys(page).sort()).toEqual(
      [
        'id',
        'path',
        'title',
        'status',
        'publishedAt',
        'updatedAt',
        'seoTitle',
        'seoDescription',
        'seoImage',
        'blocks',
        'revisionId',
      ].sort(),
    );
    expect(page).toMatchObject({
      path,
      title: 'About us',
      status: 'published',
      seoTitle: 'About {siteName}',
      seoDescription: 'Who we are',
      seoImage: '/images/about.png',
      blocks: [
        {
          id: 'body',
          type: 'richText',
          data: { heading: 'Who we are', html: '<h2>Team</h2><p><a>us</a></p>' },
        },
        { id: 'later', type: 'richText', data: { html: '<p>Later</p>' }, hidden: true },
      ],
      revisionId: expect.any(Number),
    });
    expect(Date.parse(page.publishedAt!)).toBeLessThanOrEqual(Date.now());

    const { revisionId: _revisionId, ...detail } = page;
    await as.editor.get(`/api/pages/${page.id}`).expect(200, detail);
    const list = (await as.admin.get('/api/pages').expect(200)).body as PageList;
    expect(list.total).toBe(list.pages.length);
    expect(list.pages).toContainEqual({
      id: page.id,
      path,
      title: 'About us',
      status: 'published',
      publishedAt: page.publishedAt,
      updatedAt: page.updatedAt,
    });
  });

  it('lists every page, drafts and scheduled ones too, by path', async () => {
    const stem = unique('list');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await newPage({ path: `/${stem}/c`, status: 'published' });
    await newPage({ path: `/${stem}/a`, status: 'draft' });
    await newPage({ path: `/${stem}/b`, status: 'scheduled', publishedAt: later });
    const { pages } = (await as.editor.get('/api/pages').expect(200)).body as PageList;
    const mine = pages.filter((page) => page.path.startsWith(`/${stem}/`));
    expect(mine.map((page) => [page.path, page.status])).toEqual([
      [`/${stem}/a`, 'draft'],
      [`/${stem}/b`, 'scheduled'],
      [`/${stem}/c`, 'published'],
    ]);
  });

  it('derives a path from the title when none is given, around the site’s own addresses', async () => {
    const title = unique('Our Team');
    const first = await newPage({ title, path: '' });
    const second = await newPage({ title, path: null });
    const slug = title.toLowerCase().replace(/ /g, '-');
    expect(first.path).toBe(`/${slug}`);
    expect(second.path).toBe(`/${slug}-2`);
    // "Blog" would be the blog's address: the page takes the next one free.
    const blog = await newPage({ title: 'Blog', path: undefined });
    expect(blog.path).toMatch(/^\/blog-\d+$/);
  });

  it('saves a page: the same shape, its path kept unless a new one is given', async () => {
    const page = await newPage();
    const saved = await as.editor
      .put(`/api/pages/${page.id}`)
      .send(
        pageBody({
          path: undefined,
          title: 'Spring offer, renewed',
          blocks: [richText('intro', '<p>New <em>words</em><img src="x" onerror="y()"></p>')],
          updatedAt: page.updatedAt,
        }),
      )
      .expect(200);
    expect(saved.body).toMatchObject({
      id: page.id,
      path: page.path,
      title: 'Spring offer, renewed',
      status: 'draft',
      publishedAt: null,
      blocks: [richText('intro', '<p>New <em>words</em><img loading="lazy" src="x" /></p>')],
      revisionId: expect.any(Number),
    });
    expect(saved.body.revisionId).toBeGreaterThan(page.revisionId);
  });

  it('deletes a page; afterwards it is gone', async () => {
    const page = await newPage({ status: 'published' });
    await as.admin.delete(`/api/pages/${page.id}`).expect(204);
    expect(await Page.query().findById(page.id)).toBeUndefined();
    await as.editor.get(`/api/pages/${page.id}`).expect(404, { message: 'Page not found' });
    await as.editor.delete(`/api/pages/${page.id}`).expect(404, { message: 'Page not found' });
    await as.editor
      .put(`/api/pages/${page.id}`)
      .send(pageBody())
      .expect(404, { message: 'Page not found' });
    await as.editor
      .get('/api/pages/abc')
      .expect(400, { message: 'Invalid id', errors: { _: 'Invalid id' } });
  });

  it('answers the block catalog with the JSON Schema of each type’s data', async () => {
    const response = await as.editor.get('/api/blocks').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const catalog = response.body as BlockTypeInfo[];
    expect(catalog.find((block) => block.type === 'richText')).toEqual({
      type: 'richText',
      label: 'Rich text',
      description: expect.any(String),
      interactive: false,
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          heading: { type: 'string', maxLength: 300, title: 'Main heading (optional)' },
          html: { type: 'string', maxLength: 200_000, title: 'Text', widget: 'richText' },
        },
        required: ['html'],
        additionalProperties: false,
      },
      starter: { html: '<p>Write here.</p>' },
    });
    // Every type's starting data is a block the API takes.
    await newPage({
      blocks: catalog.map((block, index) => ({
        id: `b${index}`,
        type: block.type,
        data: block.starter,
      })),
    });
  });
});

describe('who may use the pages API', () => {
  /** Every route of the table under /api/pages and /api/blocks, with real ids. */
  async function pageRoutes() {
    const page = await createSitePage({ status: 'draft' });
    const [revision] = (await database
      .db('revisions')
      .insert({
        subjectType: 'page',
        subjectId: page.id,
        kind: 'save',
        authorId: editor.id,
        content: JSON.stringify({ title: 'x', path: page.path, blocks: [], status: 'draft' }),
      })
      .returning('id')) as Array<{ id: number }>;
    const routes = routeTable().filter((route) => /^\/api\/(pages|blocks)(\/|$)/.test(route.path));
    return routes.map((route) => ({
      method: route.method,
      path: route.path.replace(':id', String(page.id)).replace(':revisionId', String(revision!.id)),
    }));
  }

  it('refuses authors and readers with 403 and visitors with 401 on every route', async () => {
    const routes = await pageRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const before = await Page.query().orderBy('id');
    for (const { method, path } of routes) {
      const body = pageBody({ editingSession: 'refused-session' });
      await as.author[method](path).send(body).expect(403, forbidden);
      await as.reader[method](path).send(body).expect(403, forbidden);
      await request(app)[method](path).send(body).expect(401);
    }
    expect(await Page.query().orderBy('id')).toEqual(before);
  });

  it('lets editors and admins read every route', async () => {
    for (const { method, path } of await pageRoutes()) {
      if (method !== 'get') continue;
      await as.editor.get(path).expect(200);
      await as.admin.get(path).expect(200);
    }
  });
});

describe('what a page may hold', () => {
  it('names the place of each field error, block by block', async () => {
    const response = await as.editor
      .post('/api/pages')
      .send(
        pageBody({
          blocks: [
            richText('a', '<p>a</p>'),
            richText('b', '<p>b</p>'),
            { id: 'c', type: 'richText', data: { html: 'x'.repeat(200_001) } },
            { id: 'd', type: 'richText', data: { html: '<p>d</p>', color: 'red' } },
            { id: 'b', type: 'richText', data: { html: '<p>again</p>' } },
          ],
        }),
      )
      .expect(400);
    expect(response.body.errors).toEqual({
      'blocks.2.data.html': 'Text must be at most 200000 characters',
      'blocks.3.data': expect.stringContaining('color'),
      'blocks.4.id': 'Two blocks have the same id',
    });
  });

  it('refuses an unknown block type and more than 100 blocks, storing nothing', async () => {
    const count = await Page.query().resultSize();
    const unknown = await as.editor
      .post('/api/pages')
      .send(pageBody({ blocks: [{ id: 'x', type: 'carousel', data: {} }] }))
      .expect(400);
    expect(unknown.body.errors).toEqual({ 'blocks.0.type': 'Unknown block type' });
    const many = Array.from({ length: 101 }, (_, index) => richText(`b${index}`, '<p>x</p>'));
    const tooMany = await as.editor
      .post('/api/pages')
      .send(pageBody({ blocks: many }))
      .expect(400);
    expect(tooMany.body.errors).toEqual({ blocks: 'A page may have at most 100 blocks' });
    await newPage({ blocks: many.slice(0, 100) });
    expect(await Page.query().resultSize()).toBe(count + 1);
  });

  it('takes a body up to 256 KB and refuses a larger one with 413', async () => {
    const page = await newPage();
    const big = (kilobytes: number) =>
      pageBody({
        blocks: Array.from({ length: Math.ceil(kilobytes / 100) }, (_, index) =>
          richText(
            `b${index}`,
            `<p>${'x'.repeat(Math.min(100, kilobytes - index * 100) * 1000)}</p>`,
          ),
        ),
      });
    await as.editor.post('/api/pages').send(big(240)).expect(201);
    const tooLarge = { message: 'Request body is too large' };
    await as.editor.post('/api/pages').send(big(270)).expect(413, tooLarge);
    await as.editor.put(`/api/pages/${page.id}`).send(big(270)).expect(413, tooLarge);
    await as.editor.put(`/api/pages/${page.id}/autosave`).send(big(270)).expect(413, tooLarge);
  });

  it('refuses a save based on a stale updatedAt with 409 and the reason beside the field', async () => {
    const page = await newPage();
    const current = await as.editor
      .put(`/api/pages/${page.id}`)
      .send(pageBody({ path: page.path, title: 'First edit', updatedAt: page.updatedAt }))
      .expect(200);
    const message =
      'This page was changed by someone else since you opened it. Reload to see their changes.';
    await as.admin
      .put(`/api/pages/${page.id}`)
      .send(pageBody({ path: page.path, title: 'Stale edit', updatedAt: page.updatedAt }))
      .expect(409, { message, errors: { updatedAt: message } });
    expect((await Page.query().findById(page.id))!.title).toBe('First edit');
    await as.admin
      .put(`/api/pages/${page.id}`)
      .send(pageBody({ path: page.path, title: 'Fresh edit', updatedAt: current.body.updatedAt }))
      .expect(200);
  });

  it('answers 400 for a missing title, an unknown status and an unsafe SEO image', async () => {
    const noTitle = await as.editor
      .post('/api/pages')
      .send(pageBody({ title: '  ' }))
      .expect(400);
    expect(noTitle.body.errors).toEqual({ title: 'Title is required' });
    const badStatus = await as.editor
      .post('/api/pages')
      .send(pageBody({ status: 'archived' }))
      .expect(400);
    expect(badStatus.body.errors).toEqual({ status: 'Unknown status' });
    const badImage = await as.editor
      .post('/api/pages')
      .send(pageBody({ seoImage: 'javascript:alert(1)' }))
      .expect(400);
    expect(badImage.body.errors).toEqual({
      seoImage: 'Must be a site path (/…) or an http(s) URL',
    });
  });
});

describe('publishing and scheduling a page', () => {
  const scheduledNeedsDate = 'Choose a future date and time for a scheduled page';

  it('keeps a scheduled page from visitors until its time, as a scheduled post is kept', async () => {
    const noDate = await as.editor
      .post('/api/pages')
      .send(pageBody({ status: 'scheduled' }))
      .expect(400);
    expect(noDate.body.errors).toEqual({ publishedAt: scheduledNeedsDate });
    const past = new Date(Date.now() - 60_000).toISOString();
    await as.editor
      .post('/api/pages')
      .send(pageBody({ status: 'scheduled', publishedAt: past }))
      .expect(400);

    const at = new Date(Date.now() + 3_600_000);
    const page = await newPage({ status: 'scheduled', publishedAt: at.toISOString() });
    expect(page).toMatchObject({ status: 'scheduled', publishedAt: at.toISOString() });
    expect(await findPublicPage(page.path)).toBeNull();
    // Its time comes: published for visitors and for the builder, without another save.
    await Page.query()
      .findById(page.id)
      .patch({ publishedAt: new Date(Date.now() - 1000) });
    expect(await findPublicPage(page.path)).toMatchObject({ page: { id: page.id } });
    await as.editor.get(`/api/pages/${page.id}`).expect(200);
    expect((await as.editor.get(`/api/pages/${page.id}`)).body.status).toBe('published');
  });

  it('publishes a scheduled page now when it is published without a date', async () => {
    const page = await newPage({
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const published = await as.editor
      .put(`/api/pages/${page.id}`)
      .send(pageBody({ path: page.path, status: 'published' }))
      .expect(200);
    expect(Date.parse(published.body.publishedAt)).toBeLessThanOrEqual(Date.now());
    expect(await findPublicPage(page.path)).toMatchObject({ page: { id: page.id } });
    // Saved again, it keeps the date it first went out.
    const again = await as.editor
      .put(`/api/pages/${page.id}`)
      .send(pageBody({ path: page.path, status: 'published', title: 'Again' }))
      .expect(200);
    expect(again.body.publishedAt).toBe(published.body.publishedAt);
    // Back to a draft, visitors no longer find it.
    await as.editor
      .put(`/api/pages/${page.id}`)
      .send(pageBody({ path: page.path, status: 'draft' }))
      .expect(200);
    expect(await findPublicPage(page.path)).toBeNull();
  });
});

describe('what a page write changes for visitors', () => {
  /** The public changes reported while `work` runs: what the caches drop. */
  async function changesDuring(work: () => Promise<unknown>): Promise<ContentChange[]> {
    const changes: ContentChange[] = [];
    const stop = onPublicContentChange((change) => changes.push(change));
    try {
      await work();
    } finally {
      stop();
    }
    return changes;
  }

  /** The tags a visitor's answer for `path` carries: what drops it from the caches. */
  async function tagsOfAnswer(path: string): Promise<ContentTag[]> {
    const tags = new Set<ContentTag>();
    await collectShownContent(tags, () => findPublicPage(path));
    return [...tags];
  }

  it('changes nothing while a page is a draft: saves, autosaves, restores', async () => {
    const page = await newPage();
    const changes = await changesDuring(async () => {
      await as.editor
        .put(`/api/pages/${page.id}`)
        .send(pageBody({ path: page.path, title: 'Still a draft' }))
        .expect(200);
      await as.editor
        .put(`/api/pages/${page.id}/autosave`)
        .send(pageBody({ path: page.path, title: 'Typing' }))
        .expect(200);
      await as.editor
        .post(`/api/pages/${page.id}/revisions/${page.revisionId}/restore`)
        .send({})
        .expect(201);
      await as.editor.post('/api/pages').send(pageBody()).expect(201);
    });
    expect(changes).toEqual([]);
  });

  it('an autosave of a published page changes nothing until it is saved', async () => {
    const page = await newPage({ status: 'published' });
    const changes = await changesDuring(() =>
      as.editor
        .put(`/api/pages/${page.id}/autosave`)
        .send(pageBody({ path: page.path, status: 'published', title: 'Typing' }))
        .expect(200),
    );
    expect(changes).toEqual([]);
  });

  it('publishing, editing, unpublishing and deleting a page drop that page only', async () => {
    const other = await newPage({ status: 'published' });
    const otherTags = await tagsOfAnswer(other.path);
    expect(otherTags).toEqual([`page:${other.id}`]);

    const page = await newPage();
    const body = (changes: Record<string, unknown>) => pageBody({ path: page.path, ...changes });
    const steps = [
      () => as.editor.put(`/api/pages/${page.id}`).send(body({ status: 'published' })),
      () => as.editor.put(`/api/pages/${page.id}`).send(body({ status: 'published', title: 'B' })),
      () => as.editor.put(`/api/pages/${page.id}`).send(body({ status: 'draft' })),
      () => as.editor.put(`/api/pages/${page.id}`).send(body({ status: 'published' })),
      () => as.editor.delete(`/api/pages/${page.id}`),
    ];
    for (const step of steps) {
      const changes = await changesDuring(async () => expect((await step()).ok).toBe(true));
      // This page, and the lists of pages (the sitemaps, a path that was nobody's yet).
      expect(changes).toEqual([[`page:${page.id}`, 'pages']]);
      expect(changes.flat()).not.toContain(otherTags[0]);
    }
    // A path no page has yet is an answer that shows the pages: a new page there drops it.
    expect(await tagsOfAnswer('/nobody-here-yet')).toEqual(['pages']);
  });

  it('saving the menus or the plans drops every page, since every page may show them', async () => {
    expect(
      await changesDuring(() => as.editor.put('/api/navigation').send(navigation).expect(200)),
    ).toEqual(['everything']);
    expect(
      await changesDuring(() => as.editor.put('/api/pricing').send(pricing).expect(200)),
    ).toEqual(['everything']);
  });
});
