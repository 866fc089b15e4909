import { randomInt } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '#src/models/db';
import type { Category, Tag } from '#src/models/taxonomy';
import { createCategory, createPost, createTag } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Client = ReturnType<typeof request>;

let database: TestDatabase;
let app: Express;
let writer: CreatedUser;
/** A signed-in client per role. */
let as: Record<'admin' | 'editor' | 'author' | 'reader', Client>;
const anonymous = () => request(app);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const [admin, editor, author, reader] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'editor' }),
    createUser({ role: 'author' }),
    createUser({ role: 'user' }),
  ]);
  writer = author;
  as = {
    admin: await signedInAgent(app, admin),
    editor: await signedInAgent(app, editor),
    author: await signedInAgent(app, author),
    reader: await signedInAgent(app, reader),
  };
});
afterAll(() => database.destroy());

/** A lowercase word no other row contains. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

const view = (item: Category | Tag, postCount = 0) => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
  description: item.description,
  postCount,
});

const common = {
  forbidden: { message: 'You do not have permission to do that' },
  signIn: { message: 'Authentication required' },
  invalidId: { message: 'Invalid id', errors: { _: 'Invalid id' } },
  nameRequired: { message: 'Name is required', errors: { name: 'Name is required' } },
  slugTaken: {
    message: 'That slug is already taken',
    errors: { slug: 'That slug is already taken' },
  },
};

const kinds = [
  {
    kind: 'categories' as const,
    path: '/api/categories',
    notFound: { message: 'Category not found' },
    fallback: 'category',
    create: createCategory,
    link: 'postCategories',
    key: 'categoryId',
    postsWith: (ids: number[]) => ({ categoryIds: ids }),
    fromPost: (post: { categories: unknown[] }) => post.categories,
  },
  {
    kind: 'tags' as const,
    path: '/api/tags',
    notFound: { message: 'Tag not found' },
    fallback: 'tag',
    create: createTag,
    link: 'postTags',
    key: 'tagId',
    postsWith: (ids: number[]) => ({ tagIds: ids }),
    fromPost: (post: { tags: unknown[] }) => post.tags,
  },
];

describe.each(kinds)('$path', (taxonomy) => {
  const { path, kind, notFound } = taxonomy;

  /** Posts in every state linked to `item`; two of them are public. */
  async function postsInEveryState(item: Category | Tag) {
    const linked = taxonomy.postsWith([item.id]);
    const posts = [
      await createPost({ authorId: writer.id, ...linked }),
      await createPost({
        authorId: writer.id,
        status: 'scheduled',
        publishedAt: hoursFromNow(-1),
        ...linked,
      }),
      await createPost({ authorId: writer.id, status: 'draft', ...linked }),
      await createPost({ authorId: writer.id, status: 'archived', ...linked }),
      await createPost({
        authorId: writer.id,
        status: 'scheduled',
        publishedAt: hoursFromNow(24),
        ...linked,
      }),
    ];
    return posts;
  }

  async function linkCount(id: number): Promise<number> {
    const [row] = await database.db(taxonomy.link).where(taxonomy.key, id).count({ count: '*' });
    return toCount(row?.count);
  }

  describe(`GET ${path}`, () => {
    it(`answers {${kind}, total} in name order, counting only published posts`, async () => {
      const word = uniqueWord();
      const zulu = await taxonomy.create({ name: `Zulu ${word}`, description: 'Last' });
      const alpha = await taxonomy.create({ name: `Alpha ${word}` });
      await postsInEveryState(zulu);

      const response = await anonymous().get(path).expect(200);

      expect(Object.keys(response.body).sort()).toEqual([kind, 'total'].sort());
      const items: Array<{ id: number; name: string }> = response.body[kind];
      expect(response.body.total).toBe(items.length);
      expect(items).toContainEqual(view(zulu, 2));
      expect(items).toContainEqual(view(alpha, 0));
      const ids = items.map((item) => item.id);
      expect(ids.indexOf(alpha.id)).toBeLessThan(ids.indexOf(zulu.id));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('gives editors the same public counts', async () => {
      const item = await taxonomy.create();
      await postsInEveryState(item);

      const response = await as.editor.get(path).expect(200);

      expect(response.body[kind]).toContainEqual(view(item, 2));
    });

    it('counts the rows in the table as total', async () => {
      await taxonomy.create();
      const [row] = await database.db(kind).count({ count: '*' });

      const response = await anonymous().get(path).expect(200);

      expect(response.body.total).toBe(toCount(row?.count));
    });
  });

  describe(`GET ${path}/by-slug/:slug`, () => {
    it('answers the item with its count of published posts', async () => {
      const item = await taxonomy.create({ description: 'About things' });
      await postsInEveryState(item);

      const response = await anonymous().get(`${path}/by-slug/${item.slug}`).expect(200);

      expect(response.body).toEqual(view(item, 2));
    });

    it('matches the slug in any case', async () => {
      const item = await taxonomy.create();

      const response = await anonymous()
        .get(`${path}/by-slug/${item.slug.toUpperCase()}`)
        .expect(200);

      expect(response.body.id).toBe(item.id);
    });

    it.each(['no-such-slug-here', 'Not_A_Slug!'])('answers 404 for %s', async (slug) => {
      const response = await anonymous()
        .get(`${path}/by-slug/${encodeURIComponent(slug)}`)
        .expect(404);
      expect(response.body).toEqual(notFound);
    });
  });

  describe(`GET ${path}/:id`, () => {
    it('answers the item', async () => {
      const item = await taxonomy.create();
      await createPost({ authorId: writer.id, ...taxonomy.postsWith([item.id]) });

      const response = await anonymous().get(`${path}/${item.id}`).expect(200);

      expect(response.body).toEqual(view(item, 1));
    });

    it.each(['999999', '99999999999'])('answers 404 for the id %s', async (id) => {
      const response = await anonymous().get(`${path}/${id}`).expect(404);
      expect(response.body).toEqual(notFound);
    });

    it.each(['abc', '0', '-3'])('answers 400 for the id %s', async (id) => {
      const response = await anonymous().get(`${path}/${id}`).expect(400);
      expect(response.body).toEqual(common.invalidId);
    });
  });

  describe(`POST ${path}`, () => {
    it.each([
      ['an editor', () => as.editor],
      ['an admin', () => as.admin],
    ])('lets %s create one, answering 201 with the item', async (_who, client) => {
      const name = `New ${uniqueWord()}`;

      const response = await client()
        .post(path)
        .send({ name: `  ${name} `, description: ' Described ' })
        .expect(201);

      expect(response.body).toEqual({
        id: expect.any(Number),
        name,
        slug: name.toLowerCase().replace(' ', '-'),
        description: 'Described',
        postCount: 0,
      });
      const read = await anonymous().get(`${path}/${response.body.id}`).expect(200);
      expect(read.body).toEqual(response.body);
    });

    it('answers 401 to an anonymous visitor and 403 to authors and readers, writing nothing', async () => {
      const [before] = await database.db(kind).count({ count: '*' });
      const body = { name: `Refused ${uniqueWord()}` };

      const anon = await anonymous().post(path).send(body).expect(401);
      expect(anon.body).toEqual(common.signIn);
      for (const client of [as.author, as.reader]) {
        const response = await client.post(path).send(body).expect(403);
        expect(response.body).toEqual(common.forbidden);
      }

      const [after] = await database.db(kind).count({ count: '*' });
      expect(toCount(after?.count)).toBe(toCount(before?.count));
    });

    it.each([
      ['missing', {}],
      ['null', { name: null }],
      ['empty', { name: '' }],
      ['blank', { name: '   ' }],
    ])('answers 400 when the name is %s', async (_label, body) => {
      const response = await as.editor.post(path).send(body).expect(400);
      expect(response.body).toEqual(common.nameRequired);
    });

    it('derives the slug from the name, adding -2 when it is taken', async () => {
      const name = `Smart Scheduling & AI! ${kind}`;

      const first = await as.editor.post(path).send({ name }).expect(201);
      expect(first.body.slug).toBe(`smart-scheduling-ai-${kind}`);
      const second = await as.editor.post(path).send({ name, slug: '' }).expect(201);
      expect(second.body.slug).toBe(`smart-scheduling-ai-${kind}-2`);
    });

    it('falls back to a generic slug when the name has no letters or digits', async () => {
      const response = await as.editor.post(path).send({ name: '¡¿ ?!' }).expect(201);
      expect(response.body.slug).toMatch(new RegExp(`^${taxonomy.fallback}(-\\d+)?$`));
    });

    it('gives concurrent items with the same name distinct slugs', async () => {
      const name = `Same name ${uniqueWord()}`;

      const responses = await Promise.all(
        Array.from({ length: 4 }, () => as.editor.post(path).send({ name })),
      );

      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(responses.map((response) => response.body.slug)).size).toBe(4);
    });

    it('answers 409 for an explicit slug that is taken, writing nothing', async () => {
      const existing = await taxonomy.create();
      const [before] = await database.db(kind).count({ count: '*' });

      const response = await as.editor
        .post(path)
        .send({ name: 'Anything', slug: existing.slug })
        .expect(409);

      expect(response.body).toEqual(common.slugTaken);
      const [after] = await database.db(kind).count({ count: '*' });
      expect(toCount(after?.count)).toBe(toCount(before?.count));
    });

    it('keeps an explicit free slug, lowercased', async () => {
      const slug = `Chosen-${uniqueWord()}`;

      const response = await as.editor.post(path).send({ name: 'Chosen', slug }).expect(201);

      expect(response.body.slug).toBe(slug.toLowerCase());
    });

    it.each([
      ['an invalid slug', { name: 'x', slug: 'not a slug' }, 'slug'],
      ['a name that is too long', { name: 'n'.repeat(121) }, 'name'],
      ['a number as name', { name: 12 }, 'name'],
      ['a null description', { name: 'x', description: null }, 'description'],
      [
        'a description that is too long',
        { name: 'x', description: 'd'.repeat(1001) },
        'description',
      ],
      ['an array instead of an object', [{ name: 'x' }], '_'],
    ])('answers 400 to %s', async (_label, body, field) => {
      const response = await as.editor.post(path).send(body).expect(400);

      expect(response.body.message).toEqual(expect.any(String));
      expect(Object.keys(response.body.errors)).toEqual([field]);
    });
  });

  describe(`PUT ${path}/:id`, () => {
    it('renames and keeps the slug when none is given', async () => {
      const item = await taxonomy.create({ description: 'Old' });
      await postsInEveryState(item);

      const response = await as.editor
        .put(`${path}/${item.id}`)
        .send({ name: 'Renamed', description: 'New' })
        .expect(200);

      expect(response.body).toEqual({ ...view(item, 2), name: 'Renamed', description: 'New' });
      const blankSlug = await as.admin
        .put(`${path}/${item.id}`)
        .send({ name: 'Renamed again', slug: '' })
        .expect(200);
      expect(blankSlug.body.slug).toBe(item.slug);
    });

    it('changes the slug when one is given, and keeps its own slug without conflict', async () => {
      const item = await taxonomy.create();
      const slug = `moved-${uniqueWord()}`;

      const same = await as.editor
        .put(`${path}/${item.id}`)
        .send({ name: 'Same slug', slug: item.slug })
        .expect(200);
      expect(same.body.slug).toBe(item.slug);

      const moved = await as.editor
        .put(`${path}/${item.id}`)
        .send({ name: 'Moved', slug })
        .expect(200);
      expect(moved.body.slug).toBe(slug);
      await anonymous().get(`${path}/by-slug/${slug}`).expect(200);
      const old = await anonymous().get(`${path}/by-slug/${item.slug}`).expect(404);
      expect(old.body).toEqual(notFound);
    });

    it('answers 409 when the slug belongs to another item, changing nothing', async () => {
      const item = await taxonomy.create();
      const other = await taxonomy.create();

      const response = await as.editor
        .put(`${path}/${item.id}`)
        .send({ name: 'Clash', slug: other.slug })
        .expect(409);

      expect(response.body).toEqual(common.slugTaken);
      const read = await anonymous().get(`${path}/${item.id}`).expect(200);
      expect(read.body).toEqual(view(item));
    });

    it('answers 400 when the name is missing', async () => {
      const item = await taxonomy.create();

      const response = await as.editor.put(`${path}/${item.id}`).send({ slug: 'x' }).expect(400);

      expect(response.body).toEqual(common.nameRequired);
    });

    it('answers 401 to an anonymous visitor and 403 to authors and readers', async () => {
      const item = await taxonomy.create();

      const anon = await anonymous().put(`${path}/${item.id}`).send({ name: 'No' }).expect(401);
      expect(anon.body).toEqual(common.signIn);
      for (const client of [as.author, as.reader]) {
        const response = await client.put(`${path}/${item.id}`).send({ name: 'No' }).expect(403);
        expect(response.body).toEqual(common.forbidden);
      }
      const read = await anonymous().get(`${path}/${item.id}`).expect(200);
      expect(read.body.name).toBe(item.name);
    });

    it.each([
      ['999999', 404, notFound],
      ['99999999999', 404, notFound],
      ['abc', 400, common.invalidId],
    ])('answers the id %s with %i', async (id, status, body) => {
      const response = await as.editor.put(`${path}/${id}`).send({ name: 'x' }).expect(status);
      expect(response.body).toEqual(body);
    });
  });

  describe(`DELETE ${path}/:id`, () => {
    it('answers 204, removes the item and its links, and keeps the posts', async () => {
      const item = await taxonomy.create();
      const keptItem = await taxonomy.create();
      const post = await createPost({
        authorId: writer.id,
        ...taxonomy.postsWith([item.id, keptItem.id]),
      });

      const response = await as.editor.delete(`${path}/${item.id}`).expect(204);

      expect(response.text).toBe('');
      const gone = await anonymous().get(`${path}/${item.id}`).expect(404);
      expect(gone.body).toEqual(notFound);
      expect(await linkCount(item.id)).toBe(0);
      const read = await anonymous().get(`/api/posts/${post.id}`).expect(200);
      expect(taxonomy.fromPost(read.body)).toEqual([
        { id: keptItem.id, name: keptItem.name, slug: keptItem.slug, description: '' },
      ]);
    });

    it('lets an admin delete too', async () => {
      const item = await taxonomy.create();

      await as.admin.delete(`${path}/${item.id}`).expect(204);

      await anonymous().get(`${path}/${item.id}`).expect(404);
    });

    it('answers 401 to an anonymous visitor and 403 to authors and readers', async () => {
      const item = await taxonomy.create();

      const anon = await anonymous().delete(`${path}/${item.id}`).expect(401);
      expect(anon.body).toEqual(common.signIn);
      for (const client of [as.author, as.reader]) {
        const response = await client.delete(`${path}/${item.id}`).expect(403);
        expect(response.body).toEqual(common.forbidden);
      }
      await anonymous().get(`${path}/${item.id}`).expect(200);
    });

    it.each([
      ['999999', 404, notFound],
      ['99999999999', 404, notFound],
      ['abc', 400, common.invalidId],
    ])('answers the id %s with %i', async (id, status, body) => {
      const response = await as.editor.delete(`${path}/${id}`).expect(status);
      expect(response.body).toEqual(body);
    });
  });
});
