import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '#src/models/db';
import { importContent } from '#src/services/portability/content-import';
import { ghostSource } from '#src/services/portability/ghost-source';
import { followRedirect } from '#src/services/redirect-service';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { diskStorage } from '#src/services/media-storage/disk-storage';

// A Ghost site moves in: its JSON export (Settings → Export) read into the database.

const fixture = 'test/fixtures/ghost/bistro-ghost-5.json';
const config = testConfig();
const mediaStorage = diskStorage(path.join(config.dataDir, 'uploads'));
const siteUrl = 'https://ghost-bistro.example';

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;
let imagesDir: string;

const run = (file = fixture) =>
  importContent(database.db, ghostSource(file, { siteUrl }), {
    dryRun: false,
    media: { mediaStorage, fromDir: imagesDir, fetchRemote: false },
    by: { userId: admin.id, name: admin.username, address: null },
  });

const count = async (table: string) => toCount((await database.db(table).count({ n: '*' }))[0]?.n);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, config);
  admin = await createUser({ role: 'admin' });
  // The export's content/images folder, as Ghost keeps it.
  imagesDir = mkdtempSync(path.join(tmpdir(), 'ava-ghost-images-'));
  const jpeg = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  for (const file of ['2024/05/terrace.jpg', '2024/05/terrace-wide.jpg', '2024/04/menu.jpg']) {
    mkdirSync(path.dirname(path.join(imagesDir, file)), { recursive: true });
    writeFileSync(path.join(imagesDir, file), jpeg);
  }
});
afterAll(() => database.destroy());

describe('importing a Ghost export', () => {
  it('brings in posts and pages by state, the primary tag as category, authors and images', async () => {
    const report = await run();
    expect(report.counts.posts.created).toBe(4);
    expect(report.counts.pages.created).toBe(1);
    expect(report.counts.authors.created).toBe(2);
    expect(report.warnings).toEqual([]);
    expect(report.skipped.map((skipped) => skipped.item)).toEqual([
      '“Members’ evening”',
      '“Our September newsletter”',
    ]);

    const statuses = await database
      .db('posts')
      .whereIn('slug', ['terrace-opens', 'autumn-plans', 'truffle-week'])
      .orderBy('slug')
      .select('slug', 'status');
    expect(statuses).toEqual([
      { slug: 'autumn-plans', status: 'draft' },
      { slug: 'terrace-opens', status: 'published' },
      { slug: 'truffle-week', status: 'scheduled' },
    ]);
    const post = await database.db('posts').where('slug', 'terrace-opens').first();
    expect(post.featuredImage).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
    expect(post.contentHtml).not.toContain('__GHOST_URL__');
    expect(post.contentHtml).not.toContain('/content/images/');
    const author = await database.db('users').where('id', post.authorId).first();
    expect(author).toMatchObject({ username: 'maria', role: 'author', passwordHash: '!' });

    const category = await database
      .db('categories')
      .join('postCategories', 'postCategories.categoryId', 'categories.id')
      .where('postCategories.postId', post.id)
      .select('categories.slug');
    expect(category).toEqual([{ slug: 'news' }]);
    const tags = await database
      .db('tags')
      .join('postTags', 'postTags.tagId', 'tags.id')
      .where('postTags.postId', post.id)
      .pluck('tags.slug');
    // The internal #newsletter tag is Ghost's own bookkeeping: not imported.
    expect(tags).toEqual(['summer']);

    const page = await database.db('pages').where('path', '/menu').first();
    expect(page).toMatchObject({ title: 'Menu', status: 'published' });
  });

  it("answers Ghost's old addresses with a 301", async () => {
    expect(await followRedirect('/terrace-opens/', database.db)).toEqual({
      location: '/blog/post/terrace-opens',
      status: 301,
    });
    expect(await followRedirect('/tag/news/', database.db)).toMatchObject({
      location: '/category/news',
    });
  });

  it('imports the same file again without a duplicate', async () => {
    const before = await Promise.all(['posts', 'pages', 'users', 'media', 'redirects'].map(count));
    const again = await run();
    expect(again.counts.posts).toEqual({ created: 0, updated: 0, unchanged: 4 });
    expect(await Promise.all(['posts', 'pages', 'users', 'media', 'redirects'].map(count))).toEqual(
      before,
    );
  });

  it('takes a Ghost export through the admin, with the old address it names', async () => {
    const agent = await signedInAgent(app, admin);
    const json = readFileSync(fixture, 'utf8');
    const checked = await agent
      .post('/api/imports')
      .field('siteUrl', 'https://ghost-bistro.example/')
      .attach('file', Buffer.from(json), 'ghost.json')
      .expect(201);
    expect(checked.body.import).toMatchObject({ platform: 'ghost', state: 'checked' });
    expect(checked.body.import.plan.counts.posts).toEqual({ created: 0, updated: 0, unchanged: 4 });
    const refused = await agent
      .post('/api/imports')
      .field('siteUrl', 'javascript:alert(1)')
      .attach('file', Buffer.from(json), 'ghost.json')
      .expect(400);
    expect(refused.body.message).toContain('http(s) address');
    // Only the checked file waits for its job.
    const waiting = readdirSync(path.join(config.dataDir, 'imports'));
    expect(waiting).toEqual([`${checked.body.import.id}.json`]);
  });
});
