import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { compareRevisions } from '#src/content/revision-diff';
import { PublicCache } from '#src/http/public-cache';
import type { PostRevision, RevisionList } from '#src/schemas/wire/revisions';
import { createPost } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Client = ReturnType<typeof request.agent>;

let database: TestDatabase;
let cache: PublicCache;
let app: Express;
let author: CreatedUser;
let otherAuthor: CreatedUser;
let editor: CreatedUser;
let admin: CreatedUser;
let reader: CreatedUser;
let as: Record<'author' | 'otherAuthor' | 'editor' | 'admin' | 'reader', Client>;

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence} ${Date.now().toString(36)}`;
const session = (name: string) => `${name}-${sequence}-session`;

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
  [author, otherAuthor, editor, admin, reader] = await Promise.all([
    createUser({ role: 'author', fullName: 'Ada Author' }),
    createUser({ role: 'author' }),
    createUser({ role: 'editor', fullName: 'Eddie Editor' }),
    createUser({ role: 'admin' }),
    createUser({ role: 'user' }),
  ]);
  as = {
    author: await signedInAgent(app, author),
    otherAuthor: await signedInAgent(app, otherAuthor),
    editor: await signedInAgent(app, editor),
    admin: await signedInAgent(app, admin),
    reader: await signedInAgent(app, reader),
  };
});
afterAll(() => database.destroy());

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'A title',
  excerpt: 'An excerpt',
  content: '<p>First paragraph.</p>',
  status: 'draft',
  categoryIds: [],
  tagIds: [],
  ...overrides,
});

async function newPost(client: Client = as.author, overrides: Record<string, unknown> = {}) {
  const response = await client
    .post('/api/posts')
    .send(body({ title: unique('Post'), ...overrides }))
    .expect(201);
  return response.body as { id: number; updatedAt: string; revisionId: number; slug: string };
}

const history = async (id: number, client: Client = as.author) =>
  ((await client.get(`/api/posts/${id}/revisions`).expect(200)).body as RevisionList).revisions;

const revision = async (id: number, revisionId: number, client: Client = as.author) =>
  (await client.get(`/api/posts/${id}/revisions/${revisionId}`).expect(200)).body as PostRevision;

const activityOf = (type: 'post' | 'page', id: number) =>
  database
    .db('activityLog')
    .where({ objectType: type, objectId: String(id) })
    .orderBy('id')
    .select('action', 'actorId', 'actorName', 'summary');

describe('revisions of a post', () => {
  it('stores a revision for every save, publish and status change, newest first, with its author', async () => {
    const post = await newPost();
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Second', updatedAt: post.updatedAt }))
      .expect(200);
    const published = await as.editor
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Third', status: 'published' }))
      .expect(200);
    await as.editor
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Third', status: 'draft', updatedAt: published.body.updatedAt }))
      .expect(200);

    const revisions = await history(post.id);
    expect(revisions.map((item) => item.kind)).toEqual(['save', 'publish', 'save', 'save']);
    expect(revisions.map((item) => item.author?.username)).toEqual([
      editor.username,
      editor.username,
      author.username,
      author.username,
    ]);
    expect(revisions[0]!.id).toBeGreaterThan(revisions[1]!.id);
    expect(revisions[0]).toMatchObject({ createdAt: expect.any(String), editingSession: null });

    const full = await revision(post.id, revisions[1]!.id);
    expect(full.content).toMatchObject({
      title: 'Third',
      excerpt: 'An excerpt',
      content: '<p>First paragraph.</p>',
      status: 'published',
      categoryIds: [],
      tagIds: [],
    });
    expect(full.content.publishedAt).toEqual(expect.any(String));
    expect(published.body.revisionId).toBe(revisions[1]!.id);
  });

  it('records each change in the activity log, in the same transaction', async () => {
    const post = await newPost();
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Renamed' }))
      .expect(200);
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Renamed', status: 'published' }))
      .expect(200);
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Renamed', status: 'draft' }))
      .expect(200);
    const [first] = await history(post.id);
    await as.author.post(`/api/posts/${post.id}/revisions/${first!.id}/restore`).expect(201);
    await as.author.delete(`/api/posts/${post.id}`).expect(204);

    const entries = await activityOf('post', post.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'post.created',
      'post.updated',
      'post.published',
      'post.unpublished',
      'post.restored',
      'post.deleted',
    ]);
    expect(entries.every((entry) => entry.actorId === author.id)).toBe(true);
    expect(entries[1]!.summary).toEqual({ changed: ['title'] });
    expect(entries[2]!.summary).toMatchObject({ status: ['draft', 'published'] });
    // A deleted post takes its history along.
    expect(
      await database.db('revisions').where({ subjectType: 'post', subjectId: post.id }),
    ).toEqual([]);

    // A refused save writes neither the change, nor a revision, nor an entry.
    const other = await newPost();
    await as.author
      .put(`/api/posts/${other.id}`)
      .send(body({ title: 'Late', updatedAt: '2000-01-01T00:00:00.000Z' }))
      .expect(409);
    expect((await activityOf('post', other.id)).map((entry) => entry.action)).toEqual([
      'post.created',
    ]);
    expect(await history(other.id)).toHaveLength(1);
  });

  it('collapses the autosaves of one editing session into one revision', async () => {
    const post = await newPost();
    const mine = session('mine');
    const first = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Typing', editingSession: mine }))
      .expect(200);
    const second = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Typing more', editingSession: mine }))
      .expect(200);
    expect(second.body.revisionId).toBe(first.body.revisionId);
    expect(second.body).toMatchObject({ editors: [], savedAt: expect.any(String) });

    let revisions = await history(post.id);
    expect(revisions.map((item) => item.kind)).toEqual(['autosave', 'save']);
    expect((await revision(post.id, first.body.revisionId)).content.title).toBe('Typing more');
    expect(revisions[0]!.editingSession).toBe(mine);

    // An explicit save always makes a new revision; typing after it starts a new autosave.
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Saved', editingSession: mine }))
      .expect(200);
    const third = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'After the save', editingSession: mine }))
      .expect(200);
    expect(third.body.revisionId).toBeGreaterThan(first.body.revisionId);
    // Another tab is another session: its own revision.
    const elsewhere = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Another tab', editingSession: session('other-tab') }))
      .expect(200);
    expect(elsewhere.body.revisionId).toBeGreaterThan(third.body.revisionId);

    revisions = await history(post.id);
    expect(revisions.map((item) => item.kind)).toEqual([
      'autosave',
      'autosave',
      'save',
      'autosave',
      'save',
    ]);
  });

  it('keeps an autosave off the post and off public pages and their cache', async () => {
    const live = await createPost({
      authorId: author.id,
      title: unique('Live'),
      contentHtml: '<p>Out</p>',
    });
    const urls = ['/api/posts', `/api/posts/${live.id}`, `/api/posts/by-slug/${live.slug}`];
    for (const url of urls) {
      await request(app).get(url).expect(200);
      expect((await request(app).get(url)).headers['x-render-cache'], url).toBe('hit');
    }
    await as.author
      .put(`/api/posts/${live.id}/autosave`)
      .send(
        body({ title: 'Unfinished thought', status: 'published', editingSession: session('a') }),
      )
      .expect(200);
    for (const url of urls) {
      const response = await request(app).get(url);
      expect(response.headers['x-render-cache'], url).toBe('hit');
      expect(response.text, url).not.toContain('Unfinished thought');
    }
    const stored = await as.author.get(`/api/posts/${live.id}`).expect(200);
    expect(stored.body).toMatchObject({ title: live.title, content: '<p>Out</p>' });

    // Publishing is what changes the public page.
    await as.author
      .put(`/api/posts/${live.id}`)
      .send(body({ title: 'Finished thought', status: 'published' }))
      .expect(200);
    const after = await request(app).get(`/api/posts/${live.id}`).expect(200);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body.title).toBe('Finished thought');
  });

  it('keeps the newest revisions up to the setting, plus every published version', async () => {
    await as.admin
      .put('/api/settings')
      .send({ settings: [{ context: 'revisions', key: 'keepLatest', value: 5 }] })
      .expect(200);
    try {
      const post = await newPost(as.author, { status: 'published' });
      for (let index = 1; index <= 8; index += 1) {
        await as.author
          .put(`/api/posts/${post.id}`)
          .send(body({ title: `Draft ${index}` }))
          .expect(200);
      }
      const revisions = await history(post.id);
      expect(revisions.map((item) => item.kind)).toEqual([
        'save',
        'save',
        'save',
        'save',
        'save',
        'publish',
      ]);
      const titles = await Promise.all(
        revisions.map(async (item) => (await revision(post.id, item.id)).content.title),
      );
      expect(titles.slice(0, 5)).toEqual(['Draft 8', 'Draft 7', 'Draft 6', 'Draft 5', 'Draft 4']);

      // The setting keeps to its rule.
      const refused = await as.admin
        .put('/api/settings')
        .send({ settings: [{ context: 'revisions', key: 'keepLatest', value: 1 }] })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain('Keep at least 5 revisions');
    } finally {
      await database.db('settings').where({ context: 'revisions' }).delete();
    }
  });

  it('shows what changed between two revisions as a word diff of their text', async () => {
    const post = await newPost(as.author, {
      title: 'Call handling',
      content: '<p>Our receptionist answers every call.</p><p>Unchanged line.</p>',
    });
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(
        body({
          title: 'Call handling',
          content:
            '<p>Our receptionist answers every single call &amp; text.</p><p>Unchanged line.</p>',
        }),
      )
      .expect(200);
    const [newer, older] = await history(post.id);
    const diff = compareRevisions(
      (await revision(post.id, older!.id)).content,
      (await revision(post.id, newer!.id)).content,
    );
    expect(diff.map((field) => field.field)).toEqual(['content']);
    const changes = diff[0]!.changes;
    const added = changes.filter((change) => change.added).map((change) => change.value.trim());
    expect(added).toEqual(['single', '& text']);
    expect(changes.some((change) => change.removed)).toBe(false);
    // Text, not markup, a line per paragraph.
    const unchanged = changes.filter((change) => !change.added && !change.removed);
    expect(unchanged.map((change) => change.value).join('')).not.toContain('<p>');
    expect(changes.map((change) => change.value).join('')).toContain('Unchanged line.');
  });

  it('restores an older revision as a new one, leaving history and the post untouched until saved', async () => {
    const post = await newPost(as.author, { title: 'Original title', status: 'published' });
    const changed = await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Rewritten title', status: 'published' }))
      .expect(200);
    const before = await history(post.id);
    const original = before[1]!;

    const restored = await as.editor
      .post(`/api/posts/${post.id}/revisions/${original.id}/restore`)
      .send({ editingSession: session('restorer') })
      .expect(201);
    expect(restored.body).toMatchObject({
      kind: 'restore',
      author: { username: editor.username },
      content: { title: 'Original title', status: 'published' },
    });
    const after = await history(post.id);
    expect(after.map((item) => item.id)).toEqual([
      restored.body.id,
      ...before.map((item) => item.id),
    ]);
    expect((await revision(post.id, original.id)).content.title).toBe('Original title');
    // Readers still see the published text until the restored one is saved.
    expect((await request(app).get(`/api/posts/${post.id}`)).body.title).toBe('Rewritten title');

    await as.editor
      .put(`/api/posts/${post.id}`)
      .send(
        body({
          ...restored.body.content,
          updatedAt: changed.body.updatedAt,
          editingSession: session('restorer'),
          baseRevisionId: restored.body.id,
        }),
      )
      .expect(200);
    expect((await request(app).get(`/api/posts/${post.id}`)).body.title).toBe('Original title');
    const entry = (await activityOf('post', post.id)).find(
      (item) => item.action === 'post.restored',
    );
    expect(entry).toMatchObject({
      actorId: editor.id,
      summary: { revisionId: restored.body.id, restoredFrom: original.id },
    });
  });

  it("refuses a save or autosave over someone else's newer revision with 409, until the editor chooses", async () => {
    const post = await newPost();
    const [base] = await history(post.id);
    const mine = session('author');
    const theirs = session('editor');
    await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Mine', editingSession: mine, baseRevisionId: base!.id }))
      .expect(200);
    const their = await as.editor
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Theirs', editingSession: theirs, baseRevisionId: base!.id }))
      .expect(409);
    expect(their.body).toMatchObject({ errors: { updatedAt: expect.stringContaining('Reload') } });

    const newest = (await history(post.id))[0]!;
    await as.editor
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Theirs', editingSession: theirs, baseRevisionId: newest.id }))
      .expect(200);
    // Now the author's base is stale, for autosaves and saves alike.
    for (const url of [`/api/posts/${post.id}/autosave`, `/api/posts/${post.id}`]) {
      await as.author
        .put(url)
        .send(body({ title: 'Mine again', editingSession: mine, baseRevisionId: newest.id }))
        .expect(409);
    }
    // "Keep mine": the save goes over theirs, which stays in the history.
    const latest = (await history(post.id))[0]!;
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Mine again', editingSession: mine, baseRevisionId: latest.id }))
      .expect(200);
    const titles = await Promise.all(
      (await history(post.id)).map(
        async (item) => (await revision(post.id, item.id)).content.title,
      ),
    );
    expect(titles).toEqual(['Mine again', 'Theirs', 'Mine', expect.any(String)]);
  });

  it("refuses a save over another session's autosave that went on after the editor saw it", async () => {
    const post = await newPost();
    const alex = session('alex');
    const first = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Alex typing', editingSession: alex }))
      .expect(200);
    // Bob opens the post: Alex's autosave is the newest revision.
    const [seen] = await history(post.id);
    expect(seen!.id).toBe(first.body.revisionId);
    const bob = {
      editingSession: session('bob'),
      baseRevisionId: seen!.id,
      baseRevisionAt: seen!.updatedAt,
    };
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: 'Alex typing on', editingSession: alex }))
      .expect(200);
    expect(again.body.revisionId).toBe(seen!.id);

    await as.editor
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Bob saves', ...bob }))
      .expect(409);
    const [now] = await history(post.id);
    await as.editor
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Bob saves', ...bob, baseRevisionAt: now!.updatedAt }))
      .expect(200);
    // A base date that is not one is refused.
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ title: 'Bad date', editingSession: alex, baseRevisionAt: 'yesterday' }))
      .expect(400);
  });

  it('tells each editor who else has the post open', async () => {
    const post = await newPost();
    const alone = await as.author
      .put(`/api/posts/${post.id}/presence`)
      .send({ editingSession: session('author') })
      .expect(200);
    expect(alone.body).toEqual({ editors: [] });
    const seen = await as.editor
      .put(`/api/posts/${post.id}/presence`)
      .send({ editingSession: session('editor') })
      .expect(200);
    expect(seen.body.editors).toEqual([
      expect.objectContaining({ id: author.id, username: author.username, fullName: 'Ada Author' }),
    ]);
    const autosaved = await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ editingSession: session('author') }))
      .expect(200);
    expect(autosaved.body.editors).toEqual([expect.objectContaining({ id: editor.id })]);
    // A heartbeat older than a minute is nobody.
    await database
      .db('editingPresence')
      .where({ subjectId: post.id, userId: editor.id })
      .update({ lastSeenAt: new Date(Date.now() - 120_000) });
    const later = await as.author
      .put(`/api/posts/${post.id}/presence`)
      .send({ editingSession: session('author') })
      .expect(200);
    expect(later.body).toEqual({ editors: [] });
  });

  it('follows the rules of editing the post, and refuses unknown and bad ids', async () => {
    const post = await newPost();
    const [first] = await history(post.id);
    const other = await newPost(as.otherAuthor);
    const [othersFirst] = await history(other.id, as.otherAuthor);
    const urls = [
      `/api/posts/${post.id}/revisions`,
      `/api/posts/${post.id}/revisions/${first!.id}`,
    ];
    for (const url of urls) {
      await as.otherAuthor.get(url).expect(403);
      await as.reader.get(url).expect(403);
      await request(app).get(url).expect(401);
      await as.editor.get(url).expect(200);
      await as.admin.get(url).expect(200);
    }
    await as.otherAuthor
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ editingSession: session('x') }))
      .expect(403);
    await as.otherAuthor.post(`/api/posts/${post.id}/revisions/${first!.id}/restore`).expect(403);
    await as.reader
      .put(`/api/posts/${post.id}/presence`)
      .send({ editingSession: session('x') })
      .expect(403);

    await as.author.get('/api/posts/999999/revisions').expect(404);
    await as.author.get(`/api/posts/${post.id}/revisions/999999999`).expect(404);
    // Another post's revision is not one of this post's.
    await as.editor.get(`/api/posts/${post.id}/revisions/${othersFirst!.id}`).expect(404);
    await as.editor.post(`/api/posts/${post.id}/revisions/${othersFirst!.id}/restore`).expect(404);
    await as.author.get('/api/posts/abc/revisions').expect(400);
    await as.author.get(`/api/posts/${post.id}/revisions/abc`).expect(400);
    await as.author.post(`/api/posts/${post.id}/revisions/1.5/restore`).expect(400);
    // Without an editing session of its own, an autosave is the signed-in session's.
    await as.author.put(`/api/posts/${post.id}/autosave`).send(body()).expect(200);
    await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ editingSession: 'bad session!' }))
      .expect(400);
    await as.author
      .put(`/api/posts/${post.id}`)
      .send(body({ baseRevisionId: 'abc' }))
      .expect(400);
    // A half-written post is still worth keeping: an autosave takes an empty title.
    await as.author
      .put(`/api/posts/${post.id}/autosave`)
      .send(body({ title: '', editingSession: session('empty') }))
      .expect(200);
  });
});

/** A page's blocks: one of rich text saying `html`. */
const textBlocks = (html: string) => [{ id: 'text', type: 'richText', data: { html } }];

describe('revisions of a CMS page', () => {
  let pageId: number;
  beforeEach(async () => {
    const created = await as.editor
      .post('/api/pages')
      .send({ title: unique('Page'), blocks: textBlocks('<p>Page body</p>'), status: 'published' })
      .expect(201);
    pageId = created.body.id;
  });

  const pageHistory = async () =>
    ((await as.editor.get(`/api/pages/${pageId}/revisions`).expect(200)).body as RevisionList)
      .revisions;

  it('stores saves, collapses autosaves, restores, and logs each change', async () => {
    await as.editor
      .put(`/api/pages/${pageId}`)
      .send({ title: 'Edited page', blocks: textBlocks('<p>New body</p>'), status: 'published' })
      .expect(200);
    const editing = session('page');
    for (const title of ['Typing', 'Typing on']) {
      await as.editor
        .put(`/api/pages/${pageId}/autosave`)
        .send({
          title,
          blocks: textBlocks('<p>Draft body</p>'),
          status: 'published',
          editingSession: editing,
        })
        .expect(200);
    }
    let revisions = await pageHistory();
    // A published page saved again is published again.
    expect(revisions.map((item) => item.kind)).toEqual(['autosave', 'publish', 'publish']);
    const page = await as.editor.get(`/api/pages/${pageId}`).expect(200);
    expect(page.body.title).toBe('Edited page');

    const first = revisions[2]!;
    const restored = await as.editor
      .post(`/api/pages/${pageId}/revisions/${first.id}/restore`)
      .expect(201);
    expect(restored.body.content).toMatchObject({
      blocks: textBlocks('<p>Page body</p>'),
      status: 'published',
    });
    revisions = await pageHistory();
    expect(revisions[0]).toMatchObject({ kind: 'restore', id: restored.body.id });
    const shown = await as.editor
      .get(`/api/pages/${pageId}/revisions/${revisions[1]!.id}`)
      .expect(200);
    expect(shown.body.content.title).toBe('Typing on');

    await as.editor.delete(`/api/pages/${pageId}`).expect(204);
    expect((await activityOf('page', pageId)).map((entry) => entry.action)).toEqual([
      'page.created',
      'page.updated',
      'page.restored',
      'page.deleted',
    ]);
  });

  it('is for the people who edit pages only', async () => {
    await as.author.get(`/api/pages/${pageId}/revisions`).expect(403);
    await as.author
      .put(`/api/pages/${pageId}/autosave`)
      .send({ title: 'x', editingSession: session('author') })
      .expect(403);
    await as.editor.get('/api/pages/999999/revisions').expect(404);
    await as.editor.get(`/api/pages/${pageId}/revisions/999999999`).expect(404);
    await as.editor.get(`/api/pages/${pageId}/revisions/x`).expect(400);
  });
});
