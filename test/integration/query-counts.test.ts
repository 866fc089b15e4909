import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createComment, createPost, createTag } from '../factories/content';
import { createUser } from '../factories/users';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let postId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const author = await createUser({ role: 'author' });
  const categories = await Promise.all([1, 2, 3].map(() => createCategory()));
  const tags = await Promise.all([1, 2, 3].map(() => createTag()));
  // Enough rows that a query per row (N+1) would show in the counts below.
  for (let n = 0; n < 12; n += 1) {
    const post = await createPost({
      authorId: author.id,
      title: `Counting queries ${n}`,
      categoryIds: categories.map((item) => item.id),
      tagIds: tags.map((item) => item.id),
    });
    postId = post.id;
  }
  for (let n = 0; n < 4; n += 1) {
    const comment = await createComment({ postId, authorId: author.id });
    await createComment({ postId, authorId: author.id, parentId: comment.id });
  }
});
afterAll(() => database.destroy());

/** The SQL statements the database runs while `run` is in progress. */
async function queriesDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => seen.push(query.sql);
  database.db.on('query', listener);
  try {
    await run();
  } finally {
    database.db.removeListener('query', listener);
  }
  return seen;
}

describe('list endpoints run a fixed number of queries, however many rows they return', () => {
  it.each([
    ['the blog list', '/api/posts?limit=12', 2],
    // Title matches, the capped count, the page's rows; body-only matches when titles run out.
    ['a search', '/api/posts?search=counting&limit=12', 4],
    ['a category filter', '/api/posts?limit=12&category=none-such', 2],
    ['categories', '/api/categories', 2],
    ['tags', '/api/tags', 2],
  ])('%s', async (_label, url, most) => {
    const queries = await queriesDuring(() => request(app).get(url).expect(200));
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(most);
  });

  // The count, top-level comments and their authors, replies and theirs.
  it('comments with their replies', async () => {
    const queries = await queriesDuring(() =>
      request(app).get(`/api/comments?postId=${postId}&isApproved=true`).expect(200),
    );
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(5);
  });
});
