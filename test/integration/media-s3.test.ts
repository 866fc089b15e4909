import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { Model } from 'objection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config/env';
import { mediaStorageOf } from '#src/services/media-storage/media-storage';
import { writeSiteArchive } from '#src/services/portability/site-export';
import { importSiteArchive } from '#src/services/portability/site-import';
import { createUser } from '../factories/users';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/*
 * docs/operations.md, "Object storage": with S3_BUCKET the media library lives in an S3-compatible
 * bucket (here a real one, s3rver), served through the site with the headers the local disk's files
 * get.
 */

let s3: S3Server;
let database: TestDatabase;
let config: Config;
let app: Express;
/** The same site with its uploads on the local disk: the headers to match. */
let diskApp: Express;

beforeAll(async () => {
  s3 = await startS3Server(['media', 'moved']);
  database = await createTestDatabase();
  config = testConfig(s3.env('media'));
  app = await createTestApp(database.db, config);
  diskApp = await createTestApp(database.db, testConfig());
});
afterAll(async () => {
  await database.destroy();
  await s3.close();
});

const photo = () =>
  sharp({ create: { width: 1100, height: 700, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();

async function uploadAs(target: Express) {
  const agent = await signedInAgent(target, await createUser({ role: 'editor' }));
  const response = await agent.post('/api/media').attach('file', await photo(), 'team.jpg');
  expect(response.status).toBe(201);
  return { agent, media: response.body as { id: number; fileName: string; url: string } };
}

/** The headers a cached image is served with, less those whose values differ by nature. */
const servingHeaders = (headers: Record<string, string>) => ({
  status: headers['cache-control'],
  type: headers['content-type'],
  ranges: headers['accept-ranges'],
  etag: typeof headers.etag,
  modified: typeof headers['last-modified'],
});

describe('uploads in a bucket', () => {
  it('stores an upload and its variants as objects, none on the local disk', async () => {
    const { media } = await uploadAs(app);
    const base = media.fileName.replace('.jpg', '');
    expect(await s3.keys('media')).toEqual(
      expect.arrayContaining([
        media.fileName,
        `${base}-640w.jpg`,
        `${base}-768w.jpg`,
        `${base}-1024w.jpg`,
      ]),
    );
    expect(existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
    // Pages keep pointing at the site's path: the bucket is behind it.
    expect(media.url).toBe(`/uploads/${media.fileName}`);
  });

  it('serves an object with the headers a file on disk gets: a year, ETag and 304, HEAD, ranges', async () => {
    const { media } = await uploadAs(app);
    const fromDisk = await uploadAs(diskApp);
    const onDisk = await request(diskApp).get(fromDisk.media.url);
    const served = await request(app).get(media.url).buffer(true);
    expect(served.status).toBe(200);
    expect(servingHeaders(served.headers)).toEqual(servingHeaders(onDisk.headers));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(1100);
    expect(Number(served.headers['content-length'])).toBe((served.body as Buffer).length);

    const again = await request(app).get(media.url).set('If-None-Match', served.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(served.headers.etag);

    const head = await request(app).head(media.url);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);
    expect(head.headers.etag).toBe(served.headers.etag);

    const part = await request(app).get(media.url).set('Range', 'bytes=0-99').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect((part.body as Buffer).equals((served.body as Buffer).subarray(0, 100))).toBe(true);
  });

  it('answers missing, hostile and unsupported requests as the disk does', async () => {
    for (const url of ['/uploads/missing.jpg', '/uploads/..%2Fsession-secret', '/uploads/a%00b']) {
      const [fromBucket, fromDisk] = await Promise.all([
        request(app).get(url),
        request(diskApp).get(url),
      ]);
      expect(fromBucket.status, url).toBe(fromDisk.status);
      expect([400, 403, 404], url).toContain(fromBucket.status);
    }
    const posted = await request(app).post('/uploads/anything.jpg');
    expect(posted.status).toBe((await request(diskApp).post('/uploads/anything.jpg')).status);
  });

  it('deletes the objects with the media', async () => {
    const { agent, media } = await uploadAs(app);
    const base = media.fileName.replace('.jpg', '');
    expect(await agent.delete(`/api/media/${media.id}`)).toHaveProperty('status', 204);
    expect((await s3.keys('media')).filter((key) => key.startsWith(base))).toEqual([]);
    expect((await request(app).get(media.url)).status).toBe(404);
  });

  it('puts the objects in the site archive, and an import puts them in its own bucket', async () => {
    await uploadAs(app);
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'ava-s3-export-')), 'site.tar.gz');
    const source = mediaStorageOf(config.mediaStorage);
    const manifest = await writeSiteArchive(
      database.db,
      { scope: 'site', mediaStorage: source },
      createWriteStream(archive),
    );
    const keys = await s3.keys('media');
    expect(manifest.counts.uploads).toBe(keys.length);
    expect(Object.keys(manifest.files).filter((name) => name.startsWith('uploads/'))).toEqual(
      keys.map((key) => `uploads/${key}`),
    );

    await s3.put('moved', 'left-over.jpg', Buffer.from('from before'), 'image/jpeg');
    const target = await createTestDatabase();
    try {
      const movedConfig = testConfig(s3.env('moved'));
      await importSiteArchive(target.db, archive, {
        dataDir: movedConfig.dataDir,
        mediaStorage: mediaStorageOf(movedConfig.mediaStorage),
        replace: true,
      });
      expect(await s3.keys('moved')).toEqual(keys);
      const moved = await createTestApp(target.db, movedConfig);
      const [first] = keys;
      const original = await request(app).get(`/uploads/${first}`).buffer(true);
      const copy = await request(moved).get(`/uploads/${first}`).buffer(true);
      expect(copy.status).toBe(200);
      expect((copy.body as Buffer).equals(original.body as Buffer)).toBe(true);
    } finally {
      await target.destroy();
      // Opening a database makes it the models' own; the tests below use the first one again.
      Model.knex(database.db);
    }
  });

  it('answers 503, not 500, when the bucket cannot be reached, and stores no row', async () => {
    const unreachable = testConfig({
      ...s3.env('media'),
      // A port nothing listens on.
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    const down = await createTestApp(database.db, unreachable);
    const served = await request(down).get('/uploads/anything.jpg');
    expect(served.status).toBe(503);
    const agent = await signedInAgent(down, await createUser({ role: 'editor' }));
    const before = (await agent.get('/api/media')).body.total as number;
    const uploaded = await agent.post('/api/media').attach('file', await photo(), 'x.jpg');
    expect(uploaded.status).toBe(503);
    expect(uploaded.body.message).toBe('The media storage did not answer. Please try again.');
    expect((await agent.get('/api/media')).body.total).toBe(before);
  });
});
