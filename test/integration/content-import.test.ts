import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '#src/models/db';
import { importContent, type ImportOptions } from '#src/services/portability/content-import';
import {
  contentImportHandler,
  contentImportKind,
} from '#src/services/portability/content-import-jobs';
import { wordpressSource } from '#src/services/portability/wordpress-source';
import { followRedirect } from '#src/services/redirect-service';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { diskStorage } from '#src/services/media-storage/disk-storage';

// A WordPress site moves in: its export read into the database, kind by kind, then again.

const fixture = readFileSync('test/fixtures/wordpress/bistro-wxr-1.2.xml', 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'ava-content-import-'));
const config = testConfig();
const mediaStorage = diskStorage(path.join(config.dataDir, 'uploads'));

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;

/** The fixture with its site moved to `host`, so each test imports a site of its own. */
function exportFile(host: string, change: (xml: string) => string = (xml) => xml): string {
  const file = path.join(work, `${host}.xml`);
  // A test's own web server (`127.0.0.1:port`) answers plain http.
  const local = host.includes(':')
    ? fixture.replaceAll('https://cornerbistro', 'http://cornerbistro')
    : fixture;
  writeFileSync(file, change(local.replaceAll('cornerbistro.example', host)));
  return file;
}

const options = (extra: Partial<ImportOptions> = {}): ImportOptions => ({
  dryRun: false,
  media: { mediaStorage, fetchRemote: false },
  by: { userId: admin.id, name: admin.username, address: null },
  ...extra,
});

const run = (file: string, extra: Partial<ImportOptions> = {}) =>
  importContent(database.db, wordpressSource(file), options(extra));

const count = async (table: string) => toCount((await database.db(table).count({ n: '*' }))[0]?.n);
const counts = async () => ({
  posts: await count('posts'),
  pages: await count('pages'),
  users: await count('users'),
  comments: await count('comments'),
  categories: await count('categories'),
  tags: await count('tags'),
  redirects: await count('redirects'),
  media: await count('media'),
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, config);
  admin = await createUser({ role: 'admin' });
});
afterAll(() => database.destroy());

describe('importing a WordPress export', () => {
  it('brings in posts, pages, nested categories, tags, authors and threaded comments', async () => {
    const before = await counts();
    const report = await run(exportFile('bistro-one.example'));
    expect(report.counts.posts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(report.counts.pages).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(report.counts.authors.created).toBe(2);
    expect(report.counts.comments.created).toBe(3);
    expect(report.counts.redirects.created).toBe(3);
    expect(await counts()).toMatchObject({
      posts: before.posts + 2,
      pages: before.pages + 1,
      users: before.users + 2,
      comments: before.comments + 3,
    });

    const post = await database.db('posts').where('slug', 'terrace-opens').first();
    expect(post).toMatchObject({ title: 'Our terrace opens for the summer', status: 'published' });
    expect(post.publishedAt.toISOString()).toBe('2024-05-07T07:30:00.000Z');
    expect(post.contentHtml).not.toMatch(/<!--|\[caption|\[\/caption/);
    expect(post.excerpt).not.toBe('');
    const draft = await database.db('posts').where('title', 'Autumn wines').first();
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });

    // Authors who had no account here get one they cannot sign in with.
    const maria = await database.db('users').where('username', 'maria').first();
    expect(maria).toMatchObject({ role: 'author', email: 'maria@bistro-one.example' });
    expect(post.authorId).toBe(maria.id);
    await request(app)
      .post('/api/auth/login')
      .send({ username: 'maria', password: '!' })
      .expect(401);

    const recipes = await database.db('categories').where('slug', 'recipes').first();
    const food = await database.db('categories').where('slug', 'food').first();
    expect(recipes.parentId).toBe(food.id);
    const tagged = await database.db('postTags').where('postId', post.id);
    expect(tagged).toHaveLength(1);

    const comments = await database
      .db('comments')
      .where('postId', post.id)
      .orderBy('id')
      .select('id', 'authorId', 'authorName', 'parentId', 'isApproved');
    expect(comments.map((comment) => comment.authorId)).toEqual([null, null, null]);
    const reply = comments.find((comment) => comment.parentId !== null)!;
    expect(comments.some((comment) => comment.id === reply.parentId)).toBe(true);
    expect(comments.filter((comment) => !comment.isApproved)).toHaveLength(1);

    const page = await database.db('pages').where('path', '/menu').first();
    expect(page).toMatchObject({ title: 'Menu', status: 'published' });
    expect(page.blocks[0]).toMatchObject({ type: 'richText' });
  });

  it('leads every old address to the new one with a 301', async () => {
    // The pages answer them (src/middleware/render-page.ts; test/e2e/admin-content-import.spec.ts).
    for (const old of ['/2024/05/terrace-opens/', '/2024/05/terrace-opens', '/?p=123']) {
      expect(await followRedirect(old, database.db), old).toEqual({
        location: '/blog/post/terrace-opens',
        status: 301,
      });
    }
    expect(await followRedirect('/?page_id=2', database.db)).toMatchObject({ location: '/menu' });
    expect(await followRedirect('/?p=999999', database.db)).toBeNull();
    const origins = await database.db('redirects').distinct('origin');
    expect(origins).toEqual([{ origin: 'import' }]);
  });

  it('imports the same file again without a duplicate, and updates what changed', async () => {
    const file = exportFile('bistro-one.example');
    const before = await counts();
    const again = await run(file);
    expect(again.counts.posts).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(again.counts.pages).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(await counts()).toEqual(before);

    const postId = (await database.db('posts').where('slug', 'terrace-opens').first()).id;
    const retitled = exportFile('bistro-one.example', (xml) =>
      xml.replace('Our terrace opens for the summer', 'The terrace is open'),
    );
    const changed = await run(retitled);
    expect(changed.counts.posts).toEqual({ created: 0, updated: 1, unchanged: 1 });
    expect(await counts()).toEqual(before);
    const post = await database.db('posts').where('id', postId).first();
    expect(post).toMatchObject({ title: 'The terrace is open', slug: 'terrace-opens' });
  });

  it('describes without writing in a dry run', async () => {
    const before = await counts();
    const plan = await run(exportFile('bistro-dry.example'), { dryRun: true });
    expect(plan.counts.posts.created).toBe(2);
    expect(plan.counts.media.created).toBe(1);
    // As many redirects as the import then makes (/2024/05/terrace-opens, /?p=123, /?page_id=2).
    expect(plan.counts.redirects.created).toBe(3);
    expect(await counts()).toEqual(before);
  });

  it('matches authors to staff by e-mail, and skips a malformed item with its reason', async () => {
    const staff = await createUser({ role: 'editor', email: 'tom@bistro-two.example' });
    const file = exportFile('bistro-two.example', (xml) =>
      xml
        .replaceAll('terrace-opens', 'terrace-two')
        .replace(
          '<wp:post_date_gmt><![CDATA[2024-05-07 07:30:00]]></wp:post_date_gmt>',
          '<wp:post_date_gmt><![CDATA[last spring]]></wp:post_date_gmt>',
        )
        // WordPress allows a post without a title or slug: it comes in all the same.
        .replace('<title><![CDATA[Autumn wines]]></title>', '<title></title>')
        .replace(/<wp:post_id>(\d+)<\/wp:post_id>/g, '<wp:post_id>2$1</wp:post_id>'),
    );
    const report = await run(file);
    expect(report.skipped).toEqual([
      {
        item: '“Our terrace opens for the summer”',
        reason: 'its date “last spring” is unreadable',
      },
    ]);
    expect(report.counts.posts.created).toBe(1);
    expect(await database.db('posts').where('slug', 'terrace-two').first()).toBeUndefined();
    const untitled = await database.db('posts').where('title', 'Untitled post 2130').first();
    expect(untitled).toMatchObject({ status: 'draft', authorId: staff.id });
    const tom = await database.db('users').whereILike('email', 'tom@bistro-two.example');
    expect(tom.map((user) => user.id)).toEqual([staff.id]);
  });
});

describe("the old site's images", () => {
  let jpeg: Buffer;
  let server: Server;
  let served = 0;
  beforeAll(async () => {
    jpeg = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    server = createServer((req, res) => {
      served += 1;
      if (req.url?.endsWith('terrace.jpg'))
        res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('are copied from the uploads folder once, whatever shows them', async () => {
    const folder = path.join(work, 'wp-content-uploads');
    mkdirSync(path.join(folder, '2024', '05'), { recursive: true });
    writeFileSync(path.join(folder, '2024', '05', 'terrace.jpg'), jpeg);
    const file = exportFile('bistro-three.example', (xml) =>
      xml.replaceAll('terrace-opens', 'terrace-three'),
    );
    const mediaBefore = await count('media');
    const report = await run(file, {
      media: { mediaStorage, fromDir: folder, fetchRemote: false },
    });
    expect(report.warnings).toEqual([]);
    expect(await count('media')).toBe(mediaBefore + 1);
    const post = await database.db('posts').where('slug', 'terrace-three').first();
    expect(post.featuredImage).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
    expect(post.contentHtml).toContain(post.featuredImage);
    expect(post.contentHtml).not.toContain('bistro-three.example/wp-content');
    await request(app).get(post.featuredImage).expect(200);

    await run(file, { media: { mediaStorage, fromDir: folder, fetchRemote: false } });
    expect(await count('media')).toBe(mediaBefore + 1);
  });

  it('are reported and left at their address when they cannot be fetched', async () => {
    const { port } = server.address() as AddressInfo;
    const file = exportFile(`127.0.0.1:${port}`, (xml) =>
      xml.replaceAll('terrace-opens', 'terrace-four'),
    );
    // An import reaches no private address unless told to (here: the test's own server).
    const refused = await run(file, { media: { mediaStorage, fetchRemote: true } });
    expect(refused.warnings[0]).toContain('it is on a private network');
    expect(served).toBe(0);
    const kept = await database.db('posts').where('slug', 'terrace-four').first();
    expect(kept.contentHtml).toContain(
      `http://127.0.0.1:${port}/wp-content/uploads/2024/05/terrace.jpg`,
    );
  });

  it('are fetched from a reachable old site', async () => {
    const { port } = server.address() as AddressInfo;
    const file = exportFile(`localhost:${port}`, (xml) =>
      xml.replaceAll('terrace-opens', 'terrace-five'),
    );
    const report = await run(file, {
      media: { mediaStorage, fetchRemote: true, fetchPrivate: true },
    });
    expect(report.warnings).toEqual([]);
    expect(served).toBeGreaterThan(0);
    const post = await database.db('posts').where('slug', 'terrace-five').first();
    expect(post.featuredImage).toMatch(/^\/uploads\//);
  });
});

describe('imports from the admin (POST /api/imports)', () => {
  let adminAgent: ReturnType<typeof request.agent>;
  const importsDir = path.join(config.dataDir, 'imports');
  beforeAll(async () => {
    adminAgent = await signedInAgent(app, admin);
  });

  const upload = (agent: ReturnType<typeof request.agent>, name: string, body: string | Buffer) =>
    agent.post('/api/imports').attach('file', Buffer.from(body), name);

  it('is for admins only', async () => {
    const editor = await signedInAgent(app, await createUser({ role: 'editor' }));
    await upload(editor, 'site.xml', fixture).expect(403);
    await editor.get('/api/imports').expect(403);
  });

  it('refuses what is not an export, or is hostile, and changes nothing', async () => {
    const before = await counts();
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>' +
      '<rss><channel><title>&lol2;</title></channel></rss>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss>&x;</rss>';
    const refusals: Array<[string, string | Buffer, string]> = [
      ['notes.txt', 'Dear diary', 'neither a WordPress export'],
      [
        'feed.xml',
        '<?xml version="1.0"?><rss><channel><title>x</title></channel></rss>',
        'not a WordPress export',
      ],
      ['laughs.xml', laughs, 'DOCTYPE'],
      ['xxe.xml', external, 'DOCTYPE'],
      ['cut.xml', fixture.slice(0, fixture.length / 2), 'not well-formed'],
      ['other.json', '{"hello": "world"}', 'not a Ghost export'],
    ];
    for (const [name, body, message] of refusals) {
      const refused = await upload(adminAgent, name, body);
      expect(refused.status, name).toBe(400);
      expect(refused.body.message, name).toContain(message);
    }
    await adminAgent
      .post('/api/imports')
      .attach('file', Buffer.alloc(65 * 1024 * 1024, 'a'), 'huge.xml')
      .expect(413);
    await adminAgent.post('/api/imports').send({}).expect(415);
    const noFile = await adminAgent.post('/api/imports').field('note', 'x').expect(400);
    expect(noFile.body.message).toBe('Choose the export file to import');
    expect(await counts()).toEqual(before);
    expect(await count('content_imports')).toBe(0);
    expect(readdirSync(importsDir)).toEqual([]);
  });

  it('checks a file by a dry run, then imports it as a job that reports its progress', async () => {
    const xml = readFileSync(exportFile('bistro-admin.example'), 'utf8').replaceAll(
      'terrace-opens',
      'terrace-admin',
    );
    const before = await counts();
    const checked = await upload(adminAgent, 'bistro.xml', xml).expect(201);
    const id = checked.body.import.id as number;
    expect(checked.body.import).toMatchObject({
      state: 'checked',
      platform: 'wordpress',
      total: 3,
    });
    expect(checked.body.import.plan.counts.posts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(await counts()).toEqual(before);

    expect((await adminAgent.post(`/api/imports/${id}/run`).expect(202)).body.import.state).toBe(
      'queued',
    );
    await adminAgent.post(`/api/imports/${id}/run`).expect(409);
    const job = await database.db('jobs').where('kind', contentImportKind).first();
    const places = { importsDir, mediaStorage };
    await contentImportHandler(places, pino({ level: 'silent' })).run(
      job,
      new AbortController().signal,
    );

    const done = (await adminAgent.get(`/api/imports/${id}`).expect(200)).body.import;
    expect(done).toMatchObject({ state: 'done', done: 3, total: 3, error: null });
    expect(done.result.counts.posts.created).toBe(2);
    expect((await counts()).posts).toBe(before.posts + 2);
    expect(readdirSync(importsDir)).toEqual([]);
    const listed = (await adminAgent.get('/api/imports').expect(200)).body.imports;
    expect(listed[0]).toMatchObject({ id, fileName: 'bistro.xml', state: 'done' });

    // Run again (a worker that died after the work): nothing happens twice.
    await contentImportHandler(places, pino({ level: 'silent' })).run(
      job,
      new AbortController().signal,
    );
    expect((await counts()).posts).toBe(before.posts + 2);
  });
});
