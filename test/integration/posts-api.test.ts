import { randomInt } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '#src/models/db';
import { searchResultLimit } from '#src/services/post-service';
import type { Post } from '#src/models/post';
import type { Category, Tag } from '#src/models/taxonomy';
import { createCategory, createPost, createTag, type PostOverrides } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Client = ReturnType<typeof request>;

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;
let editor: CreatedUser;
let author: CreatedUser;
let otherAuthor: CreatedUser;
let reader: CreatedUser;
/** A signed-in client per user above. */
let as: Record<'admin' | 'editor' | 'author' | 'otherAuthor' | 'reader', Client>;
const anonymous = () => request(app);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  [admin, editor, author, otherAuthor, reader] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'editor' }),
    createUser({ role: 'author', fullName: 'Ada Author' }),
    createUser({ role: 'author', fullName: null }),
    createUser({ role: 'user' }),
  ]);
  as = {
    admin: await signedInAgent(app, admin),
    editor: await signedInAgent(app, editor),
    author: await signedInAgent(app, author),
    otherAuthor: await signedInAgent(app, otherAuthor),
    reader: await signedInAgent(app, reader),
  };
});
afterAll(() => database.destroy());

const messages = {
  notFound: { message: 'Post not found' },
  notYours: { message: 'You can only change your own posts' },
  forbidden: { message: 'You do not have permission to do that' },
  signIn: { message: 'Authentication required' },
  invalidId: { message: 'Invalid id', errors: { _: 'Invalid id' } },
  slugTaken: {
    message: 'That slug is already taken',
    errors: { slug: 'That slug is already taken' },
  },
  changedElsewhere:
    'This post was changed by someone else since you opened it. Reload to see their changes.',
};

const hour = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * hour);

/** A lowercase word no other post contains, so searches see only this test's posts. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

const taxonomyView = (item: Category | Tag) => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
  description: item.description,
});

/** What the API answers for a post row (categories and tags given in name order). */
function postView(
  post: Post,
  writer: CreatedUser,
  options: {
    categories?: Array<Category>;
    tags?: Array<Tag>;
    content?: boolean;
  } = {},
) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    ...(options.content ? { content: post.contentHtml } : {}),
    featuredImage: post.featuredImage,
    status: post.status,
    publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    authorId: writer.id,
    author: { id: writer.id, username: writer.username, fullName: writer.fullName },
    categories: (options.categories ?? []).map(taxonomyView),
    tags: (options.tags ?? []).map(taxonomyView),
  };
}

/** A category of its own, so a list filtered by it holds only this test's posts. */
async function scope() {
  const category = await createCategory();
  const add = (overrides: Omit<PostOverrides, 'categoryIds'> & { categoryIds?: number[] }) =>
    createPost({ ...overrides, categoryIds: [category.id, ...(overrides.categoryIds ?? [])] });
  return { category, slug: category.slug, add };
}

function list(client: Client, query: Record<string, string | number> = {}) {
  return client.get('/api/posts').query(query);
}

const idsOf = (response: request.Response) =>
  (response.body.posts as Array<{ id: number }>).map((post) => post.id);

async function countPosts(): Promise<number> {
  const [row] = await database.db('posts').count({ count: '*' });
  return toCount(row?.count);
}

async function linkCounts(postId: number) {
  const [categories] = await database.db('postCategories').where({ postId }).count({ count: '*' });
  const [tags] = await database.db('postTags').where({ postId }).count({ count: '*' });
  return { categories: toCount(categories?.count), tags: toCount(tags?.count) };
}

/** A valid write body with a title of its own. */
function postBody(overrides: Record<string, unknown> = {}) {
  return { title: `A post about ${uniqueWord()}`, content: '<p>Body</p>', ...overrides };
}

describe('GET /api/posts', () => {
  it('answers {posts, total} with author, categories and tags, without content or secrets', async () => {
    const alpha = await createCategory({ name: 'Alpha news', description: 'First' });
    const beta = await createCategory({ name: 'Beta news' });
    const tag = await createTag({ name: 'Voice AI', description: 'Calls' });
    const post = await createPost({
      authorId: author.id,
      title: 'Shape of a post',
      excerpt: 'What a reader sees',
      contentHtml: '<p>The whole body</p>',
      categoryIds: [beta.id, alpha.id],
      tagIds: [tag.id],
    });

    const response = await list(anonymous(), { category: alpha.slug }).expect(200);

    expect(response.body).toEqual({
      posts: [postView(post, author, { categories: [alpha, beta], tags: [tag] })],
      total: 1,
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('The whole body');
    expect(text).not.toContain(author.email);
    expect(text).not.toMatch(/password|argon2/i);
  });

  it('answers six posts by default, newest first, with the total of all matches', async () => {
    const { slug, add } = await scope();
    const posts: Post[] = [];
    for (let age = 7; age >= 1; age -= 1) {
      posts.push(await add({ authorId: author.id, publishedAt: hoursFromNow(-age) }));
    }

    const response = await list(anonymous(), { category: slug }).expect(200);

    expect(response.body.total).toBe(7);
    expect(idsOf(response)).toEqual(
      posts
        .slice(1)
        .reverse()
        .map((post) => post.id),
    );
  });

  it('respects limit and offset, and paging reaches exactly `total` posts once each', async () => {
    const { slug, add } = await scope();
    const created: number[] = [];
    for (let age = 5; age >= 1; age -= 1) {
      created.push((await add({ authorId: author.id, publishedAt: hoursFromNow(-age) })).id);
    }

    const second = await list(anonymous(), { category: slug, limit: 2, offset: 2 }).expect(200);
    expect(idsOf(second)).toEqual([created[2], created[1]]);
    expect(second.body.total).toBe(5);

    const seen: number[] = [];
    for (let offset = 0; ; offset += 2) {
      const page = await list(anonymous(), { category: slug, limit: 2, offset }).expect(200);
      expect(page.body.total).toBe(5);
      if (page.body.posts.length === 0) break;
      seen.push(...idsOf(page));
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
  });

  it.each([
    ['an anonymous visitor', () => anonymous()],
    ['an author', () => as.author],
    ['an editor', () => as.editor],
  ])('walks every post %s may see exactly once, with or without a search', async (_who, client) => {
    const word = uniqueWord();
    await createPost({ authorId: author.id, title: `${word} in the title` });
    await createPost({ authorId: author.id, excerpt: `${word} in the excerpt` });
    await createPost({ authorId: otherAuthor.id, contentHtml: `<p>${word}</p>`, status: 'draft' });
    await createPost({ authorId: author.id, contentHtml: `<p>${word}</p>`, status: 'draft' });

    const queries: Array<Record<string, string>> = [{}, { search: word }];
    for (const query of queries) {
      const seen: number[] = [];
      let total = -1;
      for (let offset = 0; offset <= 1_000; offset += 7) {
        const page = await list(client(), { ...query, limit: 7, offset }).expect(200);
        total = page.body.total;
        if (page.body.posts.length === 0) break;
        seen.push(...idsOf(page));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(total);
    }
  });

  it.each([
    [{ limit: 0 }, 'limit', 'limit must be between 1 and 50'],
    [{ limit: 51 }, 'limit', 'limit must be between 1 and 50'],
    [{ limit: -1 }, 'limit', 'limit must be between 1 and 50'],
    [{ limit: 'abc' }, 'limit', 'limit must be a number'],
    [{ limit: 2.5 }, 'limit', 'limit must be a whole number'],
    [{ offset: -1 }, 'offset', 'offset must be 0 or more'],
    [{ offset: 'x' }, 'offset', 'offset must be a number'],
    [{ status: 'live' }, 'status', 'Unknown status'],
  ])('answers 400 for the query %o', async (query, field, message) => {
    const response = await list(anonymous(), query).expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
  });

  it('filters by author', async () => {
    const { slug, add } = await scope();
    const mine = await add({ authorId: author.id });
    await add({ authorId: otherAuthor.id });

    const response = await list(anonymous(), { category: slug, authorId: author.id }).expect(200);

    expect(idsOf(response)).toEqual([mine.id]);
    expect(response.body.total).toBe(1);
  });
});

describe('who sees which posts', () => {
  /** One post in each state, by `author` unless said otherwise, all in one category. */
  async function postsInEveryState() {
    const { slug, add } = await scope();
    return {
      slug,
      published: await add({ authorId: author.id, publishedAt: hoursFromNow(-5) }),
      scheduledPast: await add({
        authorId: otherAuthor.id,
        status: 'scheduled',
        publishedAt: hoursFromNow(-4),
      }),
      draft: await add({ authorId: author.id, status: 'draft' }),
      archived: await add({ authorId: author.id, status: 'archived' }),
      scheduledFuture: await add({
        authorId: author.id,
        status: 'scheduled',
        publishedAt: hoursFromNow(24),
      }),
      othersDraft: await add({ authorId: otherAuthor.id, status: 'draft' }),
    };
  }

  describe.each([
    ['an anonymous visitor', () => anonymous()],
    ['a signed-in reader', () => as.reader],
  ])('%s', (_who, client) => {
    it('lists only published posts and scheduled ones whose time has come, as published', async () => {
      const posts = await postsInEveryState();

      const response = await list(client(), { category: posts.slug, limit: 50 }).expect(200);

      expect(idsOf(response)).toEqual([posts.scheduledPast.id, posts.published.id]);
      expect(response.body.total).toBe(2);
      expect(response.body.posts[0].status).toBe('published');
    });

    it.each([
      ['draft', []],
      ['archived', []],
      ['scheduled', []],
      ['published', ['scheduledPast', 'published']],
      ['all', ['scheduledPast', 'published']],
    ] as const)('still sees only public posts when asking for status=%s', async (status, names) => {
      const posts = await postsInEveryState();

      const response = await list(client(), { category: posts.slug, status }).expect(200);

      expect(idsOf(response)).toEqual(names.map((name) => posts[name].id));
      expect(response.body.total).toBe(names.length);
    });

    it('gets 404 for unpublished posts by slug and by id', async () => {
      const posts = await postsInEveryState();
      for (const hidden of [
        posts.draft,
        posts.archived,
        posts.scheduledFuture,
        posts.othersDraft,
      ]) {
        const bySlug = await client().get(`/api/posts/by-slug/${hidden.slug}`).expect(404);
        expect(bySlug.body).toEqual(messages.notFound);
        const byId = await client().get(`/api/posts/${hidden.id}`).expect(404);
        expect(byId.body).toEqual(messages.notFound);
      }
    });

    it('reads a scheduled post whose time has come, reported as published', async () => {
      const { scheduledPast } = await postsInEveryState();

      const response = await client().get(`/api/posts/${scheduledPast.id}`).expect(200);

      expect(response.body.status).toBe('published');
      expect(response.body.publishedAt).toBe(scheduledPast.publishedAt!.toISOString());
    });
  });

  describe('an author', () => {
    it('sees published posts and all of their own, but not the drafts of others', async () => {
      const posts = await postsInEveryState();

      const response = await list(as.author, { category: posts.slug, limit: 50 }).expect(200);

      expect(new Set(idsOf(response))).toEqual(
        new Set([
          posts.published.id,
          posts.scheduledPast.id,
          posts.draft.id,
          posts.archived.id,
          posts.scheduledFuture.id,
        ]),
      );
      expect(response.body.total).toBe(5);
    });

    it('filters their own drafts with status=draft', async () => {
      const posts = await postsInEveryState();

      const response = await list(as.author, { category: posts.slug, status: 'draft' }).expect(200);

      expect(idsOf(response)).toEqual([posts.draft.id]);
      expect(response.body.total).toBe(1);
    });

    it('reads their own draft by slug and id, and gets 404 for the draft of another author', async () => {
      const posts = await postsInEveryState();

      await as.author.get(`/api/posts/by-slug/${posts.draft.slug}`).expect(200);
      const own = await as.author.get(`/api/posts/${posts.draft.id}`).expect(200);
      expect(own.body.status).toBe('draft');

      const bySlug = await as.author.get(`/api/posts/by-slug/${posts.othersDraft.slug}`);
      expect(bySlug.status).toBe(404);
      expect(bySlug.body).toEqual(messages.notFound);
      const byId = await as.author.get(`/api/posts/${posts.othersDraft.id}`).expect(404);
      expect(byId.body).toEqual(messages.notFound);
    });
  });

  describe.each([
    ['an editor', () => as.editor],
    ['an admin', () => as.admin],
  ])('%s', (_who, client) => {
    it('sees every post in every state', async () => {
      const posts = await postsInEveryState();

      const response = await list(client(), { category: posts.slug, limit: 50 }).expect(200);

      expect(response.body.total).toBe(6);
      expect(new Set(idsOf(response))).toEqual(
        new Set(
          [
            posts.published,
            posts.scheduledPast,
            posts.draft,
            posts.archived,
            posts.scheduledFuture,
            posts.othersDraft,
          ].map((post) => post.id),
        ),
      );
    });

    it('filters status=draft to the drafts of every author', async () => {
      const posts = await postsInEveryState();

      const response = await list(client(), { category: posts.slug, status: 'draft' }).expect(200);

      expect(new Set(idsOf(response))).toEqual(new Set([posts.draft.id, posts.othersDraft.id]));
      expect(response.body.total).toBe(2);
    });

    it('filters by the status readers are shown: a due scheduled post counts as published', async () => {
      const posts = await postsInEveryState();

      const published = await list(client(), { category: posts.slug, status: 'published' });
      expect(idsOf(published)).toEqual([posts.scheduledPast.id, posts.published.id]);
      expect(published.body.total).toBe(2);
      expect(published.body.posts.map((post: { status: string }) => post.status)).toEqual([
        'published',
        'published',
      ]);

      const scheduled = await list(client(), { category: posts.slug, status: 'scheduled' });
      expect(idsOf(scheduled)).toEqual([posts.scheduledFuture.id]);
      expect(scheduled.body.total).toBe(1);

      const archived = await list(client(), { category: posts.slug, status: 'archived' });
      expect(idsOf(archived)).toEqual([posts.archived.id]);
    });

    it('reads anyone’s draft and a future scheduled post by id and slug', async () => {
      const posts = await postsInEveryState();

      const draft = await client().get(`/api/posts/${posts.othersDraft.id}`).expect(200);
      expect(draft.body.status).toBe('draft');
      const scheduled = await client()
        .get(`/api/posts/by-slug/${posts.scheduledFuture.slug}`)
        .expect(200);
      expect(scheduled.body.status).toBe('scheduled');
    });
  });
});

describe('GET /api/posts/by-slug/:slug', () => {
  it('answers the post with its content', async () => {
    const category = await createCategory();
    const tag = await createTag();
    const post = await createPost({
      authorId: otherAuthor.id,
      contentHtml: '<h2>Full</h2><p>content</p>',
      categoryIds: [category.id],
      tagIds: [tag.id],
    });

    const response = await anonymous().get(`/api/posts/by-slug/${post.slug}`).expect(200);

    expect(response.body).toEqual(
      postView(post, otherAuthor, { categories: [category], tags: [tag], content: true }),
    );
    expect(response.body.author).toEqual({
      id: otherAuthor.id,
      username: otherAuthor.username,
      fullName: null,
    });
  });

  it('matches the slug in any case', async () => {
    const post = await createPost({ authorId: author.id });

    const response = await anonymous()
      .get(`/api/posts/by-slug/${post.slug.toUpperCase()}`)
      .expect(200);

    expect(response.body.id).toBe(post.id);
  });

  it.each(['no-such-post-anywhere', 'Not_A_Slug!', 'x'.repeat(141)])(
    'answers 404 for %s',
    async (slug) => {
      const response = await anonymous()
        .get(`/api/posts/by-slug/${encodeURIComponent(slug)}`)
        .expect(404);
      expect(response.body).toEqual(messages.notFound);
    },
  );
});

describe('GET /api/posts/:id', () => {
  it('answers the post with its content', async () => {
    const tagB = await createTag({ name: 'Bravo tag' });
    const tagA = await createTag({ name: 'Alpha tag' });
    const post = await createPost({
      authorId: author.id,
      contentHtml: '<p>By id</p>',
      tagIds: [tagB.id, tagA.id],
    });

    const response = await anonymous().get(`/api/posts/${post.id}`).expect(200);

    expect(response.body).toEqual(postView(post, author, { tags: [tagA, tagB], content: true }));
  });

  it.each(['999999', '99999999999', '2147483648'])('answers 404 for the id %s', async (id) => {
    const response = await anonymous().get(`/api/posts/${id}`).expect(404);
    expect(response.body).toEqual(messages.notFound);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3'])('answers 400 for the id %s', async (id) => {
    const response = await anonymous().get(`/api/posts/${id}`).expect(400);
    expect(response.body).toEqual(messages.invalidId);
  });
});

describe('filtering by category and tag', () => {
  it('lists each post of a category once, even when it has several categories', async () => {
    const wanted = await createCategory();
    const other = await createCategory();
    const unrelated = await createCategory();
    const both = await createPost({ authorId: author.id, categoryIds: [wanted.id, other.id] });
    const only = await createPost({ authorId: author.id, categoryIds: [wanted.id] });
    await createPost({ authorId: author.id, categoryIds: [unrelated.id] });
    await createPost({ authorId: author.id, categoryIds: [wanted.id], status: 'draft' });

    const response = await list(anonymous(), { category: wanted.slug }).expect(200);

    expect(idsOf(response)).toEqual([only.id, both.id]);
    expect(response.body.total).toBe(2);
  });

  it('lists each post of a tag once, even when it has several tags', async () => {
    const wanted = await createTag();
    const other = await createTag();
    const both = await createPost({ authorId: author.id, tagIds: [wanted.id, other.id] });
    const only = await createPost({ authorId: author.id, tagIds: [wanted.id] });
    await createPost({ authorId: author.id, tagIds: [other.id] });

    const response = await list(anonymous(), { tag: wanted.slug }).expect(200);

    expect(idsOf(response)).toEqual([only.id, both.id]);
    expect(response.body.total).toBe(2);
  });

  it('combines category, tag and search', async () => {
    const word = uniqueWord();
    const category = await createCategory();
    const tag = await createTag();
    const match = await createPost({
      authorId: author.id,
      title: `About ${word}`,
      categoryIds: [category.id],
      tagIds: [tag.id],
    });
    await createPost({ authorId: author.id, title: `About ${word}`, categoryIds: [category.id] });
    await createPost({ authorId: author.id, title: 'Unrelated', categoryIds: [category.id] });

    const inCategory = await list(anonymous(), { category: category.slug, search: word });
    expect(inCategory.status).toBe(200);
    expect(inCategory.body.total).toBe(2);

    const both = await list(anonymous(), { category: category.slug, tag: tag.slug, search: word });
    expect(idsOf(both)).toEqual([match.id]);
    expect(both.body.total).toBe(1);
  });

  it('answers an empty list for an unknown category or tag', async () => {
    await createPost({ authorId: author.id });
    const queries: Array<Record<string, string>> = [
      { category: 'no-such-category' },
      { tag: 'no-such-tag' },
    ];
    for (const query of queries) {
      const response = await list(anonymous(), query).expect(200);
      expect(response.body).toEqual({ posts: [], total: 0 });
    }
  });

  it.each(['category', 'tag'])('answers 400 for a %s that is not a slug', async (field) => {
    const response = await list(anonymous(), { [field]: 'Not a slug!' }).expect(400);
    expect(response.body.errors).toEqual({
      [field]: 'Slug may contain only lowercase letters, numbers and single dashes',
    });
  });
});

describe('searching posts', () => {
  it('ranks a title match above an excerpt match above a body-only match', async () => {
    const word = uniqueWord();
    const inBody = await createPost({
      authorId: author.id,
      title: 'Newest post',
      contentHtml: `<p>Somewhere in the body: ${word}.</p>`,
      publishedAt: hoursFromNow(-1),
    });
    const inExcerpt = await createPost({
      authorId: author.id,
      title: 'Middle post',
      excerpt: `The excerpt mentions ${word}`,
      publishedAt: hoursFromNow(-2),
    });
    const inTitle = await createPost({
      authorId: author.id,
      title: `All about ${word}`,
      publishedAt: hoursFromNow(-3),
    });

    const response = await list(anonymous(), { search: word }).expect(200);

    expect(idsOf(response)).toEqual([inTitle.id, inExcerpt.id, inBody.id]);
    expect(response.body.total).toBe(3);
  });

  it('lists body-only matches newest first, however often they mention the words', async () => {
    const word = uniqueWord();
    const older = await createPost({
      authorId: author.id,
      contentHtml: `<p>${word} ${word} ${word}, all about ${word}.</p>`,
      publishedAt: hoursFromNow(-5),
    });
    const newer = await createPost({
      authorId: author.id,
      contentHtml: `<p>Once: ${word}.</p>`,
      publishedAt: hoursFromNow(-4),
    });
    const titled = await createPost({
      authorId: author.id,
      title: `Old post on ${word}`,
      publishedAt: hoursFromNow(-50),
    });

    const response = await list(anonymous(), { search: word }).expect(200);

    expect(idsOf(response)).toEqual([titled.id, newer.id, older.id]);
  });

  it('pages through both tiers without a gap or a repeat, for readers and staff alike', async () => {
    const word = uniqueWord();
    const inHeads = await Promise.all(
      [1, 2, 3].map((n) =>
        createPost({
          authorId: author.id,
          title: `${word} ${'again '.repeat(n)}`.trim(),
          excerpt: n === 1 ? `${word} twice: ${word}` : 'An excerpt',
          publishedAt: hoursFromNow(-n),
        }),
      ),
    );
    const inBodies = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        createPost({
          authorId: author.id,
          contentHtml: `<p>${word}</p>`,
          publishedAt: hoursFromNow(-10 - n),
        }),
      ),
    );
    const all = await list(anonymous(), { search: word, limit: '50' }).expect(200);
    expect(all.body.total).toBe(7);
    expect(new Set(idsOf(all).slice(0, 3))).toEqual(new Set(inHeads.map((post) => post.id)));
    expect(idsOf(all).slice(3)).toEqual(inBodies.map((post) => post.id));

    for (const client of [anonymous(), as.editor]) {
      const paged: number[] = [];
      for (let offset = 0; offset < 7; offset += 2) {
        const page = await list(client, { search: word, limit: '2', offset: String(offset) });
        expect(page.status).toBe(200);
        expect(page.body.total).toBe(7);
        paged.push(...idsOf(page));
      }
      expect(paged).toEqual(idsOf(all));
    }
  });

  it('ignores case and searches words inside HTML, not the markup', async () => {
    const word = uniqueWord();
    const post = await createPost({
      authorId: author.id,
      contentHtml: `<p><strong>${word}</strong> works</p>`,
    });

    const upper = await list(anonymous(), { search: word.toUpperCase() }).expect(200);
    expect(idsOf(upper)).toEqual([post.id]);

    const markup = await list(anonymous(), { search: `strong ${word}` }).expect(200);
    expect(markup.body).toEqual({ posts: [], total: 0 });
  });

  it('understands quoted phrases, -exclusions and or', async () => {
    const [first, second, third] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const phrase = await createPost({
      authorId: author.id,
      contentHtml: `<p>${first} ${second}</p>`,
      publishedAt: hoursFromNow(-1),
    });
    const reversed = await createPost({
      authorId: author.id,
      contentHtml: `<p>${second} and then ${first}</p>`,
      publishedAt: hoursFromNow(-2),
    });
    const other = await createPost({
      authorId: author.id,
      contentHtml: `<p>${third}</p>`,
      publishedAt: hoursFromNow(-3),
    });

    const quoted = await list(anonymous(), { search: `"${first} ${second}"` }).expect(200);
    expect(idsOf(quoted)).toEqual([phrase.id]);

    const both = await list(anonymous(), { search: `${first} ${second}` }).expect(200);
    expect(new Set(idsOf(both))).toEqual(new Set([phrase.id, reversed.id]));

    const notFirst = await list(anonymous(), { search: `${second} -${first}` }).expect(200);
    expect(notFirst.body).toEqual({ posts: [], total: 0 });

    const either = await list(anonymous(), { search: `${first} or ${third}` }).expect(200);
    expect(new Set(idsOf(either))).toEqual(new Set([phrase.id, reversed.id, other.id]));
    expect(either.body.total).toBe(3);
  });

  it('excludes a word with a leading minus', async () => {
    const [common, rare] = [uniqueWord(), uniqueWord()];
    await createPost({ authorId: author.id, title: `${common} and ${rare}` });
    const kept = await createPost({ authorId: author.id, title: `${common} alone` });

    const response = await list(anonymous(), { search: `${common} -${rare}` }).expect(200);

    expect(idsOf(response)).toEqual([kept.id]);
    expect(response.body.total).toBe(1);
  });

  it('follows a post through writing, publishing, editing and deletion', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const created = await as.author
      .post('/api/posts')
      .send({ title: `Draft about ${before}`, status: 'draft' })
      .expect(201);
    const id = created.body.id as number;
    expect((await list(anonymous(), { search: before }).expect(200)).body.total).toBe(0);
    expect(idsOf(await list(as.author, { search: before }).expect(200))).toEqual([id]);

    const published = await as.author
      .put(`/api/posts/${id}`)
      .send({
        title: `Draft about ${before}`,
        status: 'published',
        updatedAt: created.body.updatedAt,
      })
      .expect(200);
    expect(idsOf(await list(anonymous(), { search: before }).expect(200))).toEqual([id]);

    await as.author
      .put(`/api/posts/${id}`)
      .send({
        title: `Now about ${after}`,
        status: 'published',
        updatedAt: published.body.updatedAt,
      })
      .expect(200);
    expect((await list(anonymous(), { search: before }).expect(200)).body.total).toBe(0);
    expect(idsOf(await list(anonymous(), { search: after }).expect(200))).toEqual([id]);

    await as.author.delete(`/api/posts/${id}`).expect(204);
    expect((await list(as.admin, { search: after }).expect(200)).body.total).toBe(0);
  });

  it('never searches posts the viewer may not read', async () => {
    const word = uniqueWord();
    const visible = await createPost({ authorId: author.id, title: word });
    await createPost({ authorId: author.id, title: word, status: 'draft' });

    const response = await list(anonymous(), { search: word }).expect(200);

    expect(idsOf(response)).toEqual([visible.id]);
    expect(response.body.total).toBe(1);
  });

  it.each([
    ['a lone double quote', '"', 200],
    ['unbalanced quotes', '"ava \'receptionist', 200],
    ['a percent sign', '%', 200],
    ['an underscore', '_', 200],
    ['backslashes', '\\\\ \\', 200],
    ['an SQL injection', "'; drop table posts; --", 200],
    ['tsquery operators', 'a:* & !b | (c <-> d', 200],
    ['unicode and emoji', 'réceptionniste 日本語 🤖📞', 200],
    ['only spaces', '    ', 200],
    ['a NUL character', 'ava\u0000', 400],
    ['201 characters', 'a'.repeat(201), 400],
  ])('answers %s safely', async (_label, search, status) => {
    const sentinel = await createPost({ authorId: author.id });
    const before = await countPosts();

    const response = await list(anonymous(), { search });

    expect(response.status).toBe(status);
    if (status === 200) {
      expect(Array.isArray(response.body.posts)).toBe(true);
      expect(typeof response.body.total).toBe('number');
    } else {
      expect(response.body.message).toEqual(expect.any(String));
      expect(Object.keys(response.body.errors)).toEqual(['search']);
    }
    expect(await countPosts()).toBe(before);
    await anonymous().get(`/api/posts/${sentinel.id}`).expect(200);
  });

  it('counts and pages up to the search result limit, and no further', async () => {
    const word = uniqueWord();
    const rows = Array.from({ length: searchResultLimit + 5 }, (_, index) => ({
      slug: `${word}-${index}`,
      title: `Post ${index}`,
      excerpt: 'An excerpt',
      contentHtml: `<p>${word}</p>`,
      status: 'published',
      publishedAt: hoursFromNow(-1 - index),
      authorId: author.id,
    }));
    await database.db('posts').insert(rows);

    const first = await list(anonymous(), { search: word }).expect(200);
    expect(first.body.total).toBe(searchResultLimit);
    expect(first.body.posts.map((post: { slug: string }) => post.slug)).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => `${word}-${index}`),
    );
    const last = await list(anonymous(), { search: word, offset: searchResultLimit - 4 });
    expect(last.body.total).toBe(searchResultLimit);
    expect(last.body.posts.map((post: { slug: string }) => post.slug)).toEqual(
      [996, 997, 998, 999].map((index) => `${word}-${index}`),
    );
    const beyond = await list(anonymous(), { search: word, offset: searchResultLimit });
    expect(beyond.body).toEqual({ posts: [], total: searchResultLimit });
    const staff = await list(as.admin, { search: word, offset: searchResultLimit - 2 });
    expect(staff.body.total).toBe(searchResultLimit);
    expect(staff.body.posts).toHaveLength(2);
  });

  it('names the problem with an overlong search or a NUL character', async () => {
    const long = await list(anonymous(), { search: 'a'.repeat(201) }).expect(400);
    expect(long.body).toEqual({
      message: 'Search must be at most 200 characters',
      errors: { search: 'Search must be at most 200 characters' },
    });
    const nul = await list(anonymous(), { search: 'a\u0000b' }).expect(400);
    expect(nul.body).toEqual({
      message: 'Search contains an invalid character',
      errors: { search: 'Search contains an invalid character' },
    });
  });
});

describe('POST /api/posts', () => {
  it('answers 401 to an anonymous visitor and 403 to a reader, writing nothing', async () => {
    const before = await countPosts();

    const anon = await anonymous().post('/api/posts').send(postBody()).expect(401);
    expect(anon.body).toEqual(messages.signIn);
    const asReader = await as.reader.post('/api/posts').send(postBody()).expect(403);
    expect(asReader.body).toEqual(messages.forbidden);

    expect(await countPosts()).toBe(before);
  });

  it('lets an author create a draft, answering 201 with the whole post', async () => {
    const category = await createCategory();
    const tag = await createTag();
    const title = `Draft by an author ${uniqueWord()}`;

    const response = await as.author
      .post('/api/posts')
      .send({
        title: `  ${title}  `,
        excerpt: ' Short ',
        content: '<p>Hello</p>',
        featuredImage: '/uploads/cover.webp',
        categoryIds: [category.id],
        tagIds: [tag.id, tag.id],
      })
      .expect(201);

    expect(response.body).toEqual({
      id: expect.any(Number),
      slug: title.toLowerCase().replace(/ /g, '-'),
      title,
      excerpt: 'Short',
      content: '<p>Hello</p>',
      featuredImage: '/uploads/cover.webp',
      status: 'draft',
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      authorId: author.id,
      author: { id: author.id, username: author.username, fullName: 'Ada Author' },
      categories: [taxonomyView(category)],
      tags: [taxonomyView(tag)],
      // The revision this save stored: the editor's new base.
      revisionId: expect.any(Number),
    });
    await anonymous().get(`/api/posts/${response.body.id}`).expect(404);
    await as.author.get(`/api/posts/${response.body.id}`).expect(200);
  });

  it('lets an author publish, stamping publishedAt when none is given', async () => {
    const before = Date.now();

    const response = await as.author
      .post('/api/posts')
      .send(postBody({ status: 'published' }))
      .expect(201);

    expect(response.body.status).toBe('published');
    const publishedAt = Date.parse(response.body.publishedAt);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1_000);
    const read = await anonymous().get(`/api/posts/by-slug/${response.body.slug}`).expect(200);
    expect(read.body.id).toBe(response.body.id);
  });

  it('keeps a publishedAt given with a published post', async () => {
    const publishedAt = '2026-05-04T10:00:00.000Z';

    const response = await as.editor
      .post('/api/posts')
      .send(postBody({ status: 'published', publishedAt }))
      .expect(201);

    expect(response.body.publishedAt).toBe(publishedAt);
  });

  it('schedules a post for a future time, hidden from readers until then', async () => {
    const publishedAt = hoursFromNow(48).toISOString();

    const response = await as.author
      .post('/api/posts')
      .send(postBody({ status: 'scheduled', publishedAt }))
      .expect(201);

    expect(response.body).toMatchObject({ status: 'scheduled', publishedAt });
    await anonymous().get(`/api/posts/${response.body.id}`).expect(404);
  });

  it.each([
    ['no publishedAt', {}],
    ['a past publishedAt', { publishedAt: hoursFromNow(-1).toISOString() }],
    ['a null publishedAt', { publishedAt: null }],
  ])('answers 400 to a scheduled post with %s', async (_label, fields) => {
    const before = await countPosts();

    const response = await as.author
      .post('/api/posts')
      .send(postBody({ status: 'scheduled', ...fields }))
      .expect(400);

    const message = 'Choose a future date and time for a scheduled post';
    expect(response.body).toEqual({ message, errors: { publishedAt: message } });
    expect(await countPosts()).toBe(before);
  });

  it.each([
    ['missing', {}],
    ['empty', { title: '' }],
    ['blank', { title: '   ' }],
    ['null', { title: null }],
  ])('answers 400 when the title is %s', async (_label, fields) => {
    const body: Record<string, unknown> = { content: '<p>x</p>', ...fields };

    const response = await as.author.post('/api/posts').send(body).expect(400);

    expect(response.body).toEqual({
      message: 'Title is required',
      errors: { title: 'Title is required' },
    });
  });

  it('derives the slug from the title, adding -2 when that slug is taken', async () => {
    const first = await as.author
      .post('/api/posts')
      .send({ title: 'Hello, World!', content: '' })
      .expect(201);
    expect(first.body.slug).toBe('hello-world');

    const second = await as.editor
      .post('/api/posts')
      .send({ title: 'Hello, World!', slug: '' })
      .expect(201);
    expect(second.body.slug).toBe('hello-world-2');

    const third = await as.author.post('/api/posts').send({ title: 'hello world' }).expect(201);
    expect(third.body.slug).toBe('hello-world-3');
  });

  it('gives concurrent posts with the same title distinct slugs', async () => {
    const title = `Double submit ${uniqueWord()}`;

    const responses = await Promise.all(
      Array.from({ length: 4 }, () => as.author.post('/api/posts').send({ title })),
    );

    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.slug)).size).toBe(4);
  });

  it('falls back to "post" when the title has no letters or digits', async () => {
    const response = await as.author.post('/api/posts').send({ title: '¿¡ !?' }).expect(201);
    expect(response.body.slug).toMatch(/^post(-\d+)?$/);
  });

  it('answers 409 for an explicit slug that is taken, writing nothing', async () => {
    const existing = await createPost({ authorId: otherAuthor.id });
    const before = await countPosts();

    const response = await as.author
      .post('/api/posts')
      .send(postBody({ slug: existing.slug }))
      .expect(409);

    expect(response.body).toEqual(messages.slugTaken);
    expect(await countPosts()).toBe(before);
  });

  it('keeps an explicit free slug, lowercased', async () => {
    const slug = `My-Own-${uniqueWord()}`;

    const response = await as.author.post('/api/posts').send(postBody({ slug })).expect(201);

    expect(response.body.slug).toBe(slug.toLowerCase());
  });

  it.each(['has spaces', 'double--dash', '-leading', 'ünïcode', 's'.repeat(141)])(
    'answers 400 for the slug %s',
    async (slug) => {
      const response = await as.author.post('/api/posts').send(postBody({ slug })).expect(400);
      expect(Object.keys(response.body.errors)).toEqual(['slug']);
    },
  );

  it.each([
    ['categoryIds', 'One of the chosen categories does not exist'],
    ['tagIds', 'One of the chosen tags does not exist'],
  ])('answers 400 for unknown %s and writes nothing', async (field, message) => {
    const category = await createCategory();
    const tag = await createTag();
    const known = field === 'categoryIds' ? category.id : tag.id;
    const before = await countPosts();

    const response = await as.author
      .post('/api/posts')
      .send(postBody({ categoryIds: [category.id], tagIds: [tag.id], [field]: [known, 999999] }))
      .expect(400);

    expect(response.body).toEqual({ message, errors: { [field]: message } });
    expect(await countPosts()).toBe(before);
  });

  it('sanitizes the content: no scripts, handlers, javascript: links or data: images', async () => {
    const content = [
      '<script>alert(1)</script>',
      '<p onclick="steal()" style="color:red">Para<img src="x" onerror="steal()"></p>',
      '<a href="javascript:alert(1)">bad link</a>',
      '<a href="JaVaScRiPt:alert(1)">bad link 2</a>',
      '<img src="data:image/png;base64,AAAA" alt="inline">',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="steal()"><circle /></svg>',
    ].join('');

    const response = await as.author.post('/api/posts').send(postBody({ content })).expect(201);

    const html: string = response.body.content;
    expect(html).not.toMatch(/<script|alert|onclick|onerror|onload|javascript:|data:|iframe|svg/i);
    expect(html).not.toContain('style=');
    expect(html).toContain('Para');
    expect(html).toContain('bad link</a>');
    const stored = await database.db('posts').where({ id: response.body.id }).first();
    expect(stored.contentHtml).toBe(html);
  });

  it('keeps headings, lists, links, images, code, quotes and tables', async () => {
    const content = [
      '<h2>Heading</h2>',
      '<h3>Sub</h3>',
      '<ul><li>one</li></ul>',
      '<ol start="3"><li>three</li></ol>',
      '<p><a href="https://example.com/page" title="Example">link</a></p>',
      '<p><a href="https://example.com/new" target="_blank">new tab</a></p>',
      '<p><a href="https://example.com/opener" target="_blank" rel="opener">rel</a></p>',
      '<img src="https://example.com/a.png" alt="A picture">',
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<blockquote>Quoted</blockquote>',
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>',
    ];

    const response = await as.author
      .post('/api/posts')
      .send(postBody({ content: content.join('') }))
      .expect(201);

    const html: string = response.body.content;
    for (const kept of [
      '<h2>Heading</h2>',
      '<h3>Sub</h3>',
      '<ul><li>one</li></ul>',
      '<ol start="3"><li>three</li></ol>',
      '<a href="https://example.com/page" title="Example">link</a>',
      '<a href="https://example.com/new" target="_blank" rel="noopener noreferrer">new tab</a>',
      '<a href="https://example.com/opener" target="_blank" rel="noopener noreferrer">rel</a>',
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<blockquote>Quoted</blockquote>',
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html).toMatch(/<img [^>]*src="https:\/\/example\.com\/a\.png"[^>]*>/);
    expect(html).toMatch(/<img [^>]*alt="A picture"/);
  });

  it.each([
    ['an array instead of an object', [{ title: 'x' }], '_'],
    ['a number as title', { title: 42 }, 'title'],
    ['an object as content', { title: 'x', content: { html: '<p>' } }, 'content'],
    ['an unknown status', { title: 'x', status: 'live' }, 'status'],
    ['a date that is not ISO', { title: 'x', publishedAt: 'yesterday' }, 'publishedAt'],
    [
      'a scheduled post with a date that is not ISO',
      { title: 'x', status: 'scheduled', publishedAt: 'tomorrow' },
      'publishedAt',
    ],
    ['the year 0', { title: 'x', publishedAt: '0000-01-01T00:00:00Z' }, 'publishedAt'],
    ['a two-digit year', { title: 'x', publishedAt: '0099-06-15T12:00:00Z' }, 'publishedAt'],
    [
      'a NUL in the featured image',
      { title: 'x', featuredImage: 'https://\u0000' },
      'featuredImage',
    ],
    ['ids that are not numbers', { title: 'x', categoryIds: ['abc'] }, 'categoryIds.0'],
    ['ids that are not a list', { title: 'x', tagIds: 7 }, 'tagIds'],
    ['an id beyond the integer range', { title: 'x', tagIds: [99999999999] }, 'tagIds.0'],
    ['a javascript: image', { title: 'x', featuredImage: 'javascript:alert(1)' }, 'featuredImage'],
    ['a title that is too long', { title: 't'.repeat(301) }, 'title'],
    ['a NUL in the content', { title: 'x', content: 'a\u0000b' }, 'content'],
  ])('answers 400 to %s', async (_label, body, field) => {
    const before = await countPosts();

    const response = await as.author.post('/api/posts').send(body).expect(400);

    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.errors).toHaveProperty([field]);
    expect(await countPosts()).toBe(before);
  });

  it('answers 400 to a body that is not JSON at all', async () => {
    const response = await as.author
      .post('/api/posts')
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });
});

describe('PUT /api/posts/:id', () => {
  /** A post by `writer` as the API shows it, ready to be edited. */
  async function ownPost(writer: CreatedUser, overrides: Partial<PostOverrides> = {}) {
    const category = await createCategory();
    const tag = await createTag();
    const post = await createPost({
      authorId: writer.id,
      categoryIds: [category.id],
      tagIds: [tag.id],
      ...overrides,
    });
    return { post, category, tag };
  }

  it('lets an author edit their own post', async () => {
    const { post } = await ownPost(author, { status: 'draft' });
    const newTag = await createTag();

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({
        title: 'Edited title',
        excerpt: 'New excerpt',
        content: '<p>New</p><script>x()</script>',
        status: 'published',
        tagIds: [newTag.id],
      })
      .expect(200);

    expect(response.body).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: 'Edited title',
      excerpt: 'New excerpt',
      content: '<p>New</p>',
      status: 'published',
      authorId: author.id,
      categories: [],
      tags: [taxonomyView(newTag)],
    });
    expect(response.body.publishedAt).toEqual(expect.any(String));
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(post.updatedAt.getTime());
    const read = await anonymous().get(`/api/posts/${post.id}`).expect(200);
    const { revisionId, ...saved } = response.body;
    expect(revisionId).toEqual(expect.any(Number));
    expect(read.body).toEqual(saved);
  });

  it('keeps the first publication date when a published post is saved again', async () => {
    const { post } = await ownPost(author);

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Still published', status: 'published' })
      .expect(200);

    expect(response.body.publishedAt).toBe(post.publishedAt!.toISOString());
  });

  it('publishes a scheduled post now when it is published without a date', async () => {
    const { post } = await ownPost(author, { status: 'scheduled', publishedAt: hoursFromNow(24) });
    const before = Date.now();

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Out early', status: 'published' })
      .expect(200);

    expect(response.body.status).toBe('published');
    expect(Date.parse(response.body.publishedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(response.body.publishedAt)).toBeLessThanOrEqual(Date.now() + 1_000);
    await anonymous().get(`/api/posts/${post.id}`).expect(200);
  });

  it('reschedules a scheduled post to a new future time', async () => {
    const { post } = await ownPost(author, { status: 'scheduled', publishedAt: hoursFromNow(24) });
    const publishedAt = hoursFromNow(72).toISOString();

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: post.title, status: 'scheduled', publishedAt })
      .expect(200);

    expect(response.body).toMatchObject({ status: 'scheduled', publishedAt });
    await anonymous().get(`/api/posts/${post.id}`).expect(404);
  });

  it('changes the slug when one is given', async () => {
    const { post } = await ownPost(author);
    const slug = `renamed-${uniqueWord()}`;

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: post.title, slug, status: 'published' })
      .expect(200);

    expect(response.body.slug).toBe(slug);
    await anonymous().get(`/api/posts/by-slug/${slug}`).expect(200);
    await anonymous().get(`/api/posts/by-slug/${post.slug}`).expect(404);
  });

  it('answers 403 to an author editing someone else’s post and changes nothing', async () => {
    const { post } = await ownPost(otherAuthor);

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Hijacked', status: 'draft' })
      .expect(403);

    expect(response.body).toEqual(messages.notYours);
    const read = await anonymous().get(`/api/posts/${post.id}`).expect(200);
    expect(read.body.title).toBe(post.title);
  });

  it.each([
    ['an editor', () => as.editor],
    ['an admin', () => as.admin],
  ])('lets %s edit anyone’s post, keeping its author', async (_who, client) => {
    const { post } = await ownPost(author, { status: 'draft' });

    const response = await client()
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Edited by staff', status: 'archived' })
      .expect(200);

    expect(response.body).toMatchObject({
      title: 'Edited by staff',
      status: 'archived',
      authorId: author.id,
      author: { id: author.id },
    });
  });

  it('answers 401 to an anonymous visitor and 403 to a reader', async () => {
    const { post } = await ownPost(author);

    const anon = await anonymous().put(`/api/posts/${post.id}`).send(postBody()).expect(401);
    expect(anon.body).toEqual(messages.signIn);
    const asReader = await as.reader.put(`/api/posts/${post.id}`).send(postBody()).expect(403);
    expect(asReader.body).toEqual(messages.forbidden);
  });

  it('answers 409 to an edit based on a stale updatedAt, 200 to the current one', async () => {
    const { post } = await ownPost(author);
    const loaded = await as.author.get(`/api/posts/${post.id}`).expect(200);
    await as.editor
      .put(`/api/posts/${post.id}`)
      .send({ title: 'The editor was first', status: 'published' })
      .expect(200);

    const stale = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Mine', status: 'published', updatedAt: loaded.body.updatedAt })
      .expect(409);
    expect(stale.body).toEqual({
      message: messages.changedElsewhere,
      errors: { updatedAt: messages.changedElsewhere },
    });

    const current = await as.author.get(`/api/posts/${post.id}`).expect(200);
    expect(current.body.title).toBe('The editor was first');
    const saved = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Mine', status: 'published', updatedAt: current.body.updatedAt })
      .expect(200);
    expect(saved.body.title).toBe('Mine');
  });

  it('lets exactly one of several simultaneous edits of the same version win, whole', async () => {
    const { post } = await ownPost(author);
    const loaded = await as.author.get(`/api/posts/${post.id}`).expect(200);
    const writers = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => ({
        n,
        category: await createCategory({ name: `Writer ${n} ${uniqueWord()}` }),
        tag: await createTag({ name: `Writer ${n} ${uniqueWord()}` }),
      })),
    );

    const answers = await Promise.all(
      writers.map(({ n, category, tag }) =>
        (n % 2 ? as.author : as.editor).put(`/api/posts/${post.id}`).send({
          title: `Version of writer ${n}`,
          content: `<p>Body of writer ${n}</p>`,
          categoryIds: [category.id],
          tagIds: [tag.id],
          status: 'published',
          updatedAt: loaded.body.updatedAt,
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = writers[answers.findIndex((answer) => answer.status === 200)]!;
    const saved = await as.author.get(`/api/posts/${post.id}`).expect(200);
    expect(saved.body.title).toBe(`Version of writer ${winner.n}`);
    expect(saved.body.content).toBe(`<p>Body of writer ${winner.n}</p>`);
    expect(saved.body.categories.map((item: { id: number }) => item.id)).toEqual([
      winner.category.id,
    ]);
    expect(saved.body.tags.map((item: { id: number }) => item.id)).toEqual([winner.tag.id]);
  });

  it('accepts the updatedAt of a post just created through the API', async () => {
    const created = await as.author.post('/api/posts').send(postBody()).expect(201);

    await as.author
      .put(`/api/posts/${created.body.id}`)
      .send({ title: 'Second save', updatedAt: created.body.updatedAt })
      .expect(200);
  });

  it('answers 409 when the new slug belongs to another post', async () => {
    const { post } = await ownPost(author);
    const other = await createPost({ authorId: author.id });

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'x', slug: other.slug, status: 'published' })
      .expect(409);

    expect(response.body).toEqual(messages.slugTaken);
  });

  it('answers 400 for unknown tags and leaves the post as it was', async () => {
    const { post, category, tag } = await ownPost(author);

    const response = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'Changed', status: 'published', tagIds: [999999], categoryIds: [] })
      .expect(400);

    expect(response.body).toEqual({
      message: 'One of the chosen tags does not exist',
      errors: { tagIds: 'One of the chosen tags does not exist' },
    });
    const read = await anonymous().get(`/api/posts/${post.id}`).expect(200);
    expect(read.body).toEqual(
      postView(post, author, { categories: [category], tags: [tag], content: true }),
    );
  });

  it('answers 400 for a missing title or a malformed body', async () => {
    const { post } = await ownPost(author);

    const missing = await as.author.put(`/api/posts/${post.id}`).send({}).expect(400);
    expect(missing.body.errors).toEqual({ title: 'Title is required' });
    const array = await as.author.put(`/api/posts/${post.id}`).send(['x']).expect(400);
    expect(array.body.errors).toHaveProperty('_');
    const wrongTypes = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'x', categoryIds: 'all' })
      .expect(400);
    expect(wrongTypes.body.errors).toHaveProperty('categoryIds');
    const badDate = await as.author
      .put(`/api/posts/${post.id}`)
      .send({ title: 'x', status: 'scheduled', publishedAt: 'tomorrow' })
      .expect(400);
    expect(badDate.body).toEqual({
      message: 'Invalid date',
      errors: { publishedAt: 'Invalid date' },
    });
  });

  it.each([
    ['999999', 404, messages.notFound],
    ['99999999999', 404, messages.notFound],
    ['abc', 400, messages.invalidId],
  ])('answers the id %s with %i', async (id, status, body) => {
    const response = await as.editor.put(`/api/posts/${id}`).send(postBody()).expect(status);
    expect(response.body).toEqual(body);
  });
});

describe('DELETE /api/posts/:id', () => {
  async function linkedPost(writer: CreatedUser) {
    const category = await createCategory();
    const tag = await createTag();
    return createPost({ authorId: writer.id, categoryIds: [category.id], tagIds: [tag.id] });
  }

  it('lets an author delete their own post: 204, then gone with its links', async () => {
    const post = await linkedPost(author);

    const response = await as.author.delete(`/api/posts/${post.id}`).expect(204);

    expect(response.text).toBe('');
    const read = await as.author.get(`/api/posts/${post.id}`).expect(404);
    expect(read.body).toEqual(messages.notFound);
    expect(await linkCounts(post.id)).toEqual({ categories: 0, tags: 0 });
  });

  it('answers 403 to an author deleting someone else’s post, which stays', async () => {
    const post = await linkedPost(otherAuthor);

    const response = await as.author.delete(`/api/posts/${post.id}`).expect(403);

    expect(response.body).toEqual(messages.notYours);
    await anonymous().get(`/api/posts/${post.id}`).expect(200);
    expect(await linkCounts(post.id)).toEqual({ categories: 1, tags: 1 });
  });

  it.each([
    ['an editor', () => as.editor],
    ['an admin', () => as.admin],
  ])('lets %s delete anyone’s post', async (_who, client) => {
    const post = await linkedPost(author);

    await client().delete(`/api/posts/${post.id}`).expect(204);

    await client().get(`/api/posts/${post.id}`).expect(404);
    expect(await linkCounts(post.id)).toEqual({ categories: 0, tags: 0 });
  });

  it('answers 401 to an anonymous visitor and 403 to a reader', async () => {
    const post = await linkedPost(author);

    const anon = await anonymous().delete(`/api/posts/${post.id}`).expect(401);
    expect(anon.body).toEqual(messages.signIn);
    const asReader = await as.reader.delete(`/api/posts/${post.id}`).expect(403);
    expect(asReader.body).toEqual(messages.forbidden);
    await anonymous().get(`/api/posts/${post.id}`).expect(200);
  });

  it.each([
    ['999999', 404, messages.notFound],
    ['99999999999', 404, messages.notFound],
    ['abc', 400, messages.invalidId],
  ])('answers the id %s with %i', async (id, status, body) => {
    const response = await as.editor.delete(`/api/posts/${id}`).expect(status);
    expect(response.body).toEqual(body);
  });

  it('answers 404 to a second delete of the same post', async () => {
    const post = await linkedPost(author);
    await as.author.delete(`/api/posts/${post.id}`).expect(204);

    const again = await as.author.delete(`/api/posts/${post.id}`).expect(404);

    expect(again.body).toEqual(messages.notFound);
  });
});
