import type { Express } from 'express';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePages } from '#src/content/page-diff';
import type { PageDetail } from '#src/schemas/wire/pages';
import type { PageRevision, Presence, RevisionList } from '#src/schemas/wire/revisions';
import { createSitePage } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Client = request.Agent;

let database: TestDatabase;
let app: Express;
let editor: CreatedUser;
let as: Record<'editor' | 'otherTab' | 'admin', Client>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  editor = await createUser({ role: 'editor', fullName: 'Eddie Editor' });
  as = {
    editor: await signedInAgent(app, editor),
    // The same person signed in a second time: another session.
    otherTab: await signedInAgent(app, editor),
    admin: await signedInAgent(app, await createUser({ role: 'admin', fullName: 'Ada Admin' })),
  };
});
afterAll(() => database.destroy());

let sequence = 0;
const session = (name: string) => `${name}-${++sequence}-session`;

const richText = (id: string, html: string) => ({ id, type: 'richText', data: { html } });

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring offer',
  status: 'draft',
  blocks: [richText('intro', '<p>Answer every call.</p>'), richText('offer', '<p>Free.</p>')],
  ...overrides,
});

async function newPage(overrides: Record<string, unknown> = {}) {
  const response = await as.editor
    .post('/api/pages')
    .send(body({ path: `/offer-${++sequence}`, ...overrides }))
    .expect(201);
  return response.body as PageDetail & { revisionId: number };
}

const history = async (id: number) =>
  ((await as.editor.get(`/api/pages/${id}/revisions`).expect(200)).body as RevisionList).revisions;

const revision = async (id: number, revisionId: number) =>
  (await as.editor.get(`/api/pages/${id}/revisions/${revisionId}`).expect(200))
    .body as PageRevision;

const activityOf = (id: number) =>
  database
    .db('activityLog')
    .where({ objectType: 'page', objectId: String(id) })
    .orderBy('id')
    .select('action', 'summary');

describe('revisions of a block page', () => {
  it('stores one for every save and publish, with the blocks, newest first', async () => {
    const page = await newPage();
    await as.editor
      .put(`/api/pages/${page.id}`)
      .send(body({ title: 'Spring offer, edited' }))
      .expect(200);
    const published = await as.editor
      .put(`/api/pages/${page.id}`)
      .send(body({ status: 'published', blocks: [richText('offer', '<p>Free.</p>')] }))
      .expect(200);
    const revisions = await history(page.id);
    expect(revisions.map((item) => item.kind)).toEqual(['publish', 'save', 'save']);
    expect(revisions[0]).toMatchObject({
      id: published.body.revisionId,
      author: { id: editor.id, username: editor.username, fullName: 'Eddie Editor' },
    });
    expect((await revision(page.id, revisions[0]!.id)).content).toEqual({
      title: 'Spring offer',
      path: page.path,
      status: 'published',
      publishedAt: published.body.publishedAt,
      blocks: [richText('offer', '<p>Free.</p>')],
      seoTitle: null,
      seoDescription: null,
      seoImage: null,
    });
    // What changed, block by block, as the builder's history shows it.
    const [newest, middle, first] = await Promise.all(
      revisions.map((item) => revision(page.id, item.id)),
    );
    expect(comparePages(first!.content, middle!.content).map((change) => change.summary)).toEqual([
      'Changed Title',
    ]);
    expect(comparePages(middle!.content, newest!.content).map((change) => change.summary)).toEqual([
      'Changed Title',
      'Changed Status',
      'Changed Publication date',
      'Removed Rich text (was block 1)',
    ]);
  });

  it('keeps the autosaves of one editing session in one revision, off the page', async () => {
    const page = await newPage();
    const tab = session('tab');
    const first = await as.editor
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: 'Typing', editingSession: tab }))
      .expect(200);
    const second = await as.editor
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: '', editingSession: tab, blocks: [] }))
      .expect(200);
    expect(second.body).toEqual({
      revisionId: first.body.revisionId,
      savedAt: expect.any(String),
      editors: [],
    });
    expect((await revision(page.id, first.body.revisionId)).content).toMatchObject({
      title: '',
      path: page.path,
      blocks: [],
    });
    expect((await as.editor.get(`/api/pages/${page.id}`).expect(200)).body).toMatchObject({
      title: 'Spring offer',
      blocks: page.blocks,
    });
  });

  it('takes an autosave without an editing session as the signed-in session’s', async () => {
    const page = await newPage();
    const first = await as.editor
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: 'From an API client' }))
      .expect(200);
    const second = await as.editor
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: 'From an API client, again' }))
      .expect(200);
    expect(second.body.revisionId).toBe(first.body.revisionId);
    // Named by the id the account page shows for the session, never by its cookie.
    const { sessions } = (await as.editor.get('/api/auth/sessions').expect(200)).body as {
      sessions: Array<{ id: string; current: boolean }>;
    };
    const current = sessions.find((item) => item.current)!;
    const [newest] = await history(page.id);
    expect(newest).toMatchObject({ kind: 'autosave', editingSession: current.id });
    // Another session of the same person is another editor.
    const elsewhere = await as.otherTab
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: 'From the other session' }))
      .expect(200);
    expect(elsewhere.body.revisionId).toBeGreaterThan(first.body.revisionId);
    expect((await history(page.id)).map((item) => item.kind)).toEqual([
      'autosave',
      'autosave',
      'save',
    ]);
  });

  it('restores an older revision as a new one, leaving the page as it is until saved', async () => {
    const page = await newPage();
    await as.editor
      .put(`/api/pages/${page.id}`)
      .send(body({ title: 'Rewritten', blocks: [richText('new', '<p>New</p>')] }))
      .expect(200);
    const original = (await history(page.id)).at(-1)!;
    const restored = await as.editor
      .post(`/api/pages/${page.id}/revisions/${original.id}/restore`)
      .send({ editingSession: session('restoring') })
      .expect(201);
    expect(restored.body).toMatchObject({
      kind: 'restore',
      content: { title: 'Spring offer', blocks: page.blocks },
    });
    expect((await history(page.id))[0]!.id).toBe(restored.body.id);
    expect((await as.editor.get(`/api/pages/${page.id}`)).body.title).toBe('Rewritten');
    expect((await activityOf(page.id)).at(-1)).toEqual({
      action: 'page.restored',
      summary: { revisionId: restored.body.id, restoredFrom: original.id },
    });
  });

  it('reads a revision from before pages had blocks as one rich text block, and restores it', async () => {
    const page = await createSitePage({ path: `/about-${++sequence}`, title: 'About' });
    const [old] = (await database
      .db('revisions')
      .insert({
        subjectType: 'page',
        subjectId: page.id,
        kind: 'publish',
        authorId: editor.id,
        content: JSON.stringify({
          title: 'About us',
          slug: 'about-us',
          content: '<p>Who we are.</p>',
          status: 'published',
          seoTitle: 'About',
          seoDescription: null,
          seoImage: null,
        }),
      })
      .returning('id')) as Array<{ id: number }>;
    const expected = {
      title: 'About us',
      path: '/about-us',
      status: 'published',
      publishedAt: null,
      blocks: [
        { id: 'body', type: 'richText', data: { heading: 'About us', html: '<p>Who we are.</p>' } },
      ],
      seoTitle: 'About',
      seoDescription: null,
      seoImage: null,
    };
    expect((await revision(page.id, old!.id)).content).toEqual(expected);
    const restored = await as.editor
      .post(`/api/pages/${page.id}/revisions/${old!.id}/restore`)
      .expect(201);
    expect(restored.body.content).toEqual(expected);
    // The restored revision is stored in today's shape, and saves as it reads.
    const stored = await database.db('revisions').where({ id: restored.body.id }).first();
    expect(stored.content).toEqual(expected);
    await as.editor
      .put(`/api/pages/${page.id}`)
      .send({ ...expected, path: page.path })
      .expect(200);
  });
});

describe('two people on one page', () => {
  it('tells each editor who else has the page open', async () => {
    const page = await newPage();
    const alone = await as.editor
      .put(`/api/pages/${page.id}/presence`)
      .send({ editingSession: session('eddie') })
      .expect(200);
    expect(alone.body).toEqual({ editors: [] });
    const seen = (
      await as.admin
        .put(`/api/pages/${page.id}/presence`)
        .send({ editingSession: session('ada') })
        .expect(200)
    ).body as Presence;
    expect(seen.editors).toEqual([
      expect.objectContaining({
        id: editor.id,
        username: editor.username,
        fullName: 'Eddie Editor',
      }),
    ]);
    // Without a body, the heartbeat is the signed-in session's: another editor than the tab
    // that named its own session, though the same person.
    const heartbeat = (await as.editor.put(`/api/pages/${page.id}/presence`).expect(200))
      .body as Presence;
    expect(heartbeat.editors.map((person) => person.fullName)).toEqual([
      'Ada Admin',
      'Eddie Editor',
    ]);
    await as.editor.put('/api/pages/999999/presence').send({}).expect(404);
    await as.editor
      .put(`/api/pages/${page.id}/presence`)
      .send({ editingSession: 'bad session!' })
      .expect(400);
  });

  it("refuses a save or autosave over someone else's newer revision with 409, until the editor chooses", async () => {
    const page = await newPage();
    const base = page.revisionId;
    const mine = session('eddie');
    const theirs = session('ada');
    await as.editor
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: 'Mine', editingSession: mine, baseRevisionId: base }))
      .expect(200);
    const refused = await as.admin
      .put(`/api/pages/${page.id}/autosave`)
      .send(body({ title: 'Theirs', editingSession: theirs, baseRevisionId: base }))
      .expect(409);
    expect(refused.body).toEqual({
      message:
        'Someone else changed this since you opened it. Reload to see their version, or keep yours as a new revision.',
      errors: { updatedAt: expect.stringContaining('Reload') },
    });
    // "Reload": the newest revision becomes their base, and their save goes through.
    const newest = (await history(page.id))[0]!;
    await as.admin
      .put(`/api/pages/${page.id}`)
      .send(body({ title: 'Theirs', editingSession: theirs, baseRevisionId: newest.id }))
      .expect(200);
    // Now the first editor's base is stale, for autosaves and saves alike.
    for (const url of [`/api/pages/${page.id}/autosave`, `/api/pages/${page.id}`]) {
      await as.editor
        .put(url)
        .send(body({ title: 'Mine again', editingSession: mine, baseRevisionId: newest.id }))
        .expect(409);
    }
    // "Keep mine": saved over theirs as a new revision, theirs kept in the history.
    const latest = (await history(page.id))[0]!;
    await as.editor
      .put(`/api/pages/${page.id}`)
      .send(body({ title: 'Mine again', editingSession: mine, baseRevisionId: latest.id }))
      .expect(200);
    const titles = await Promise.all(
      (await history(page.id)).map(
        async (item) => (await revision(page.id, item.id)).content.title,
      ),
    );
    expect(titles).toEqual(['Mine again', 'Theirs', 'Mine', 'Spring offer']);
  });
});

describe('the activity log of pages', () => {
  it('records creating, editing, publishing, moving, unpublishing and deleting a page', async () => {
    const page = await newPage({ title: 'Notice' });
    const blocks = [richText('intro', '<p>Changed</p>')];
    const save = (overrides: Record<string, unknown>) =>
      as.editor
        .put(`/api/pages/${page.id}`)
        .send(body({ title: 'Notice', path: page.path, blocks, ...overrides }))
        .expect(200);
    await save({});
    await save({ status: 'published' });
    await save({ status: 'published', path: `${page.path}-moved`, seoTitle: 'Notice!' });
    await save({ status: 'draft', path: `${page.path}-moved` });
    await as.editor.delete(`/api/pages/${page.id}`).expect(204);
    expect(await activityOf(page.id)).toEqual([
      { action: 'page.created', summary: { status: 'draft', path: page.path } },
      { action: 'page.updated', summary: { changed: ['blocks'] } },
      {
        action: 'page.published',
        summary: { changed: ['status', 'publishedAt'], status: ['draft', 'published'] },
      },
      {
        action: 'page.updated',
        summary: {
          changed: ['path', 'seoTitle'],
          path: { from: page.path, to: `${page.path}-moved` },
        },
      },
      {
        action: 'page.unpublished',
        summary: { changed: ['status', 'seoTitle'], status: ['published', 'draft'] },
      },
      { action: 'page.deleted', summary: { status: 'draft', path: `${page.path}-moved` } },
    ]);
  });
});
