import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCredentials } from '#src/services/user-service';
import { toCount } from '#src/models/db';
import { runSeeds } from '../../seeds/index';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;

const tables = [
  'users',
  'categories',
  'tags',
  'posts',
  'post_categories',
  'post_tags',
  'comments',
  'settings',
];

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.db(table).count({ count: '*' });
    counts[table] = toCount(row?.count);
  }
  return counts;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeeds(database.db, { sampleContent: true });
});
afterAll(() => database.destroy());

describe('sample content', () => {
  it('creates the three staff demo accounts with their roles and working passwords', async () => {
    for (const [username, password, role] of [
      ['admin', 'admin123', 'admin'],
      ['editor', 'editor123', 'editor'],
      ['author', 'author123', 'author'],
    ] as const) {
      const user = await verifyCredentials(username, password);
      expect(user).toMatchObject({ username, role });
    }
  });

  it('stores passwords as argon2id hashes', async () => {
    const users = await database.db('users').select('passwordHash');
    for (const user of users) expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('has 3 categories, 6 tags, 14 published posts over several months and 2 drafts', async () => {
    const counts = await rowCounts();
    expect(counts.categories).toBe(3);
    expect(counts.tags).toBe(6);
    const published = await database
      .db('posts')
      .where({ status: 'published' })
      .select('publishedAt', 'featuredImage');
    expect(published).toHaveLength(14);
    const months = new Set(
      published.map((post) => new Date(post.publishedAt).toISOString().slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(published.every((post) => typeof post.featuredImage === 'string')).toBe(true);
    const drafts = await database.db('posts').where({ status: 'draft' });
    expect(drafts).toHaveLength(2);
    expect(drafts.every((post) => post.publishedAt === null)).toBe(true);
  });

  it('puts several published posts in every category', async () => {
    const rows = await database
      .db('post_categories')
      .join('posts', 'posts.id', 'post_categories.post_id')
      .where('posts.status', 'published')
      .groupBy('category_id')
      .select('category_id')
      .count({ count: '*' });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(toCount(row.count)).toBeGreaterThanOrEqual(3);
  });

  it('has approved and unapproved comments and at least one reply', async () => {
    const comments = await database.db('comments').select('isApproved', 'parentId');
    expect(comments.some((comment) => comment.isApproved)).toBe(true);
    expect(comments.some((comment) => !comment.isApproved)).toBe(true);
    expect(comments.some((comment) => comment.parentId !== null)).toBe(true);
  });

  it('makes every post findable through the search table', async () => {
    const [posts, indexed] = await Promise.all([
      database.db('posts').count({ count: '*' }),
      database.db('postSearch').count({ count: '*' }),
    ]);
    expect(toCount(indexed[0]?.count)).toBe(toCount(posts[0]?.count));
    const hits = await database
      .db('postSearch')
      .whereRaw("document @@ websearch_to_tsquery('english', ?)", ['missed calls'])
      .count({ count: '*' });
    expect(toCount(hits[0]?.count)).toBeGreaterThan(0);
  });

  it('adds nothing when run again, and keeps an edited post as it is', async () => {
    await database
      .db('posts')
      .where({ status: 'draft' })
      .first()
      .then((post) =>
        database.db('posts').where({ id: post.id }).update({ title: 'Edited by staff' }),
      );
    const before = await rowCounts();
    await runSeeds(database.db, { sampleContent: true });
    expect(await rowCounts()).toEqual(before);
    const edited = await database.db('posts').where({ title: 'Edited by staff' });
    expect(edited).toHaveLength(1);
  });
});
