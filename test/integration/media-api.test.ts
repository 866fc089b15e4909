import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#src/auth/roles';
import type { Config } from '#src/config/env';
import { Media } from '#src/models/site-content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let config: Config;
let uploadsDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig();
  app = await createTestApp(database.db, config);
  uploadsDir = path.join(config.dataDir, 'uploads');
});
afterAll(() => database.destroy());

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const notAnImage = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
const forbidden = { message: 'You do not have permission to do that' };
const unauthorized = { message: 'Authentication required' };

type Format = 'png' | 'jpeg' | 'webp' | 'gif';

/** A real image with some structure (a gradient), so encoders have something to do. */
async function makeImage(width: number, height: number, format: Format = 'png') {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

async function agentFor(role: Role, user?: CreatedUser) {
  return signedInAgent(app, user ?? (await createUser({ role })));
}

function upload(agent: request.Agent, file: Buffer, filename: string, alt?: string) {
  const req = agent.post('/api/media').attach('file', file, { filename });
  return alt === undefined ? req : req.field('alt', alt);
}

/** The JSON the API gives for a media row. */
async function mediaView(id: number) {
  const row = await Media.query().findById(id).throwIfNotFound();
  const base = row.fileName.replace(/\.[^.]+$/, '');
  const ext = path.extname(row.fileName);
  return {
    id: row.id,
    url: `/uploads/${row.fileName}`,
    fileName: row.fileName,
    originalName: row.originalName,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    variants: [640, 768, 1024, 1280]
      .filter((width) => (row.width ?? 0) > width)
      .map((width) => ({ width, url: `/uploads/${base}-${width}w${ext}` })),
  };
}

/** Files in the uploads folder that belong to one upload (the original and its variants). */
function filesOf(fileName: string): string[] {
  const base = fileName.replace(/\.[^.]+$/, '');
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir)
    .filter((name) => name.startsWith(base))
    .sort();
}

describe('POST /api/media', () => {
  it('stores a PNG with its responsive variants, each on disk and served', async () => {
    const author = await createUser({ role: 'author' });
    const agent = await agentFor('author', author);
    const image = await makeImage(1600, 900, 'png');

    const response = await upload(agent, image, 'Team photo.png', '  The team  ').expect(201);

    expect(response.body).toEqual(await mediaView(response.body.id));
    const fileName: string = response.body.fileName;
    const base = fileName.replace(/\.png$/, '');
    expect(fileName).toMatch(new RegExp(`^${uuid}\\.png$`));
    expect(response.body).toMatchObject({
      url: `/uploads/${fileName}`,
      originalName: 'Team photo.png',
      mime: 'image/png',
      width: 1600,
      height: 900,
      alt: 'The team',
      uploadedBy: author.id,
      variants: [640, 768, 1024, 1280].map((width) => ({
        width,
        url: `/uploads/${base}-${width}w.png`,
      })),
    });
    expect(response.body.size).toBe(readFileSync(path.join(uploadsDir, fileName)).length);
    expect(filesOf(fileName)).toEqual(
      [fileName, ...[1024, 1280, 640, 768].map((width) => `${base}-${width}w.png`)].sort(),
    );

    const original = await request(app).get(response.body.url).buffer(true).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(await sharp(original.body as Buffer).metadata()).toMatchObject({
      width: 1600,
      height: 900,
    });
    for (const variant of response.body.variants as Array<{ width: number; url: string }>) {
      const served = await request(app).get(variant.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata.format).toBe('png');
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * 900) / 1600));
    }
  });

  it('stores a JPEG with .jpg variants and drops its metadata', async () => {
    const agent = await agentFor('editor');
    const image = await sharp(await makeImage(1100, 700, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Secret Corp', Artist: 'Somebody' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(image).metadata()).exif).toBeDefined();

    const response = await upload(agent, image, 'holiday.jpeg').expect(201);
    const base = response.body.fileName.replace(/\.jpg$/, '');
    expect(response.body.fileName).toMatch(new RegExp(`^${uuid}\\.jpg$`));
    expect(response.body).toMatchObject({
      mime: 'image/jpeg',
      width: 1100,
      height: 700,
      alt: '',
      variants: [640, 768, 1024].map((width) => ({ width, url: `/uploads/${base}-${width}w.jpg` })),
    });
    const stored = await sharp(path.join(uploadsDir, response.body.fileName)).metadata();
    expect(stored.exif).toBeUndefined();
    const served = await request(app).get(response.body.variants[0].url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('sizes a JPEG by how it is displayed (EXIF orientation) and makes only smaller variants', async () => {
    const agent = await agentFor('editor');
    // Stored 1600x900 but marked "rotate 90°": it shows as 900x1600.
    const image = await sharp(await makeImage(1600, 900, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const response = await upload(agent, image, 'portrait.jpg').expect(201);
    const base = response.body.fileName.replace(/\.jpg$/, '');
    expect(response.body).toMatchObject({
      width: 900,
      height: 1600,
      variants: [640, 768].map((width) => ({ width, url: `/uploads/${base}-${width}w.jpg` })),
    });
    expect(filesOf(response.body.fileName)).toEqual(
      [response.body.fileName, `${base}-640w.jpg`, `${base}-768w.jpg`].sort(),
    );
    const stored = await sharp(path.join(uploadsDir, response.body.fileName)).metadata();
    expect([stored.width, stored.height]).toEqual([900, 1600]);
    const variant = await sharp(path.join(uploadsDir, `${base}-640w.jpg`)).metadata();
    expect([variant.width, variant.height]).toEqual([640, Math.round((640 * 1600) / 900)]);
  });

  it('stores a WebP with .webp variants', async () => {
    const agent = await agentFor('author');
    const response = await upload(agent, await makeImage(800, 400, 'webp'), 'a.webp').expect(201);
    const base = response.body.fileName.replace(/\.webp$/, '');
    expect(response.body).toMatchObject({
      mime: 'image/webp',
      variants: [640, 768].map((width) => ({ width, url: `/uploads/${base}-${width}w.webp` })),
    });
    const served = await request(app).get(response.body.variants[1].url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('stores a GIF as it is, without variants', async () => {
    const agent = await agentFor('author');
    const response = await upload(agent, await makeImage(1400, 300, 'gif'), 'anim.gif').expect(201);
    expect(response.body).toMatchObject({ mime: 'image/gif', width: 1400, variants: [] });
    expect(response.body.fileName).toMatch(new RegExp(`^${uuid}\\.gif$`));
    expect(filesOf(response.body.fileName)).toEqual([response.body.fileName]);
    const served = await request(app).get(response.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('makes no variant as wide as or wider than a small image', async () => {
    const agent = await agentFor('author');
    const response = await upload(agent, await makeImage(500, 300), 'small.png').expect(201);
    expect(response.body).toMatchObject({ width: 500, height: 300, variants: [] });
    expect(filesOf(response.body.fileName)).toEqual([response.body.fileName]);
    const exact = await upload(agent, await makeImage(640, 100), 'exact.png').expect(201);
    expect(exact.body.variants).toEqual([]);
  });

  it('reads the type from the bytes, whatever the file name says', async () => {
    const agent = await agentFor('author');
    const png = await makeImage(100, 100, 'png');
    const response = await upload(agent, png, 'looks-like.jpg').expect(201);
    expect(response.body).toMatchObject({ mime: 'image/png', originalName: 'looks-like.jpg' });
    expect(response.body.fileName).toMatch(/\.png$/);
  });

  it('cleans the original file name', async () => {
    const agent = await agentFor('author');
    const response = await upload(agent, await makeImage(50, 50), 'my <photo> "1";.png').expect(
      201,
    );
    expect(response.body.originalName).toBe('my _photo_ _1_.png');
  });

  it('refuses a text file named .png with 400', async () => {
    const agent = await agentFor('author');
    const before = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
    const response = await upload(
      agent,
      Buffer.from('just some text, not an image\n'.repeat(20)),
      'notes.png',
    ).expect(400);
    expect(response.body).toEqual({ message: notAnImage, errors: { file: notAnImage } });
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0).toBe(before);
  });

  it('refuses an SVG with 400', async () => {
    const agent = await agentFor('author');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">' +
        '<script>alert(1)</script><rect width="200" height="100" fill="red"/></svg>',
    );
    const response = await upload(agent, svg, 'logo.svg').expect(400);
    expect(response.body).toEqual({ message: notAnImage, errors: { file: notAnImage } });
    const renamed = await upload(agent, svg, 'logo.png').expect(400);
    expect(renamed.body).toEqual({ message: notAnImage, errors: { file: notAnImage } });
  });

  it('refuses a damaged image (valid header, truncated data) with 400 and leaves no files', async () => {
    const agent = await agentFor('author');
    const before = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
    const image = await makeImage(1200, 800, 'png');
    const truncated = image.subarray(0, Math.floor(image.length / 2));
    const response = await upload(agent, truncated, 'broken.png').expect(400);
    expect(response.body).toEqual({ message: notAnImage, errors: { file: notAnImage } });
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const agent = await agentFor('author');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const response = await upload(agent, big, 'huge.png').expect(413);
    expect(response.body).toEqual({ message: 'Images must be at most 5 MB' });
  });

  it('answers 400 when no file is sent', async () => {
    const agent = await agentFor('author');
    const message = 'Choose an image to upload';
    const onlyAlt = await agent.post('/api/media').field('alt', 'Nothing').expect(400);
    expect(onlyAlt.body).toEqual({ message, errors: { file: message } });
    const empty = await agent.post('/api/media').expect(400);
    expect(empty.body).toEqual({ message, errors: { file: message } });
    const wrongField = await agent
      .post('/api/media')
      .attach('image', await makeImage(10, 10), { filename: 'x.png' })
      .expect(400);
    expect(wrongField.body).toEqual({ message, errors: { file: 'Unexpected file field' } });
  });

  it('answers 400 for a multipart body that cannot be read', async () => {
    const agent = await agentFor('author');
    const unreadable = { message: 'The upload could not be read. Please choose the image again.' };
    await agent
      .post('/api/media')
      .set('Content-Type', 'multipart/form-data')
      .send('garbage')
      .expect(400, unreadable);
    await agent
      .post('/api/media')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc')
      .expect(400, unreadable);
  });

  it('answers 400 for alt text over 500 characters', async () => {
    const agent = await agentFor('author');
    const response = await upload(agent, await makeImage(10, 10), 'x.png', 'a'.repeat(501)).expect(
      400,
    );
    expect(response.body).toEqual({
      message: 'Alt text must be at most 500 characters',
      errors: { alt: 'Alt text must be at most 500 characters' },
    });
  });

  it('answers 415 for a JSON body', async () => {
    const agent = await agentFor('author');
    const response = await agent
      .post('/api/media')
      .send({ file: 'iVBORw0KGgo=', alt: 'x' })
      .expect(415);
    expect(response.body).toEqual({ message: 'Upload the file as multipart/form-data' });
  });

  it('refuses readers with 403 and visitors with 401', async () => {
    const image = await makeImage(50, 50);
    const reader = await agentFor('user');
    await upload(reader, image, 'x.png').expect(403, forbidden);
    await request(app)
      .post('/api/media')
      .attach('file', image, { filename: 'x.png' })
      .expect(401, unauthorized);
  });
});

describe('GET /api/media', () => {
  it('lists uploads newest first with total, for staff only', async () => {
    const agent = await agentFor('author');
    const first = (await upload(agent, await makeImage(700, 100), 'one.png').expect(201)).body;
    const second = (await upload(agent, await makeImage(60, 60), 'two.png').expect(201)).body;

    for (const role of ['author', 'editor', 'admin'] as const) {
      const response = await (await agentFor(role)).get('/api/media').expect(200);
      expect(response.body.total).toBe(await Media.query().resultSize());
      expect(response.body.media).toHaveLength(response.body.total);
      expect(response.body.media.slice(0, 2)).toEqual([second, first]);
    }
    await (await agentFor('user')).get('/api/media').expect(403, forbidden);
    await request(app).get('/api/media').expect(401, unauthorized);
  });
});

describe('PUT /api/media/:id', () => {
  it('lets the uploader and editors change the alt text, not other authors', async () => {
    const uploader = await createUser({ role: 'author' });
    const agent = await agentFor('author', uploader);
    const media = (await upload(agent, await makeImage(80, 80), 'alt.png').expect(201)).body;

    const updated = await agent
      .put(`/api/media/${media.id}`)
      .send({ alt: '  A friendly robot  ' })
      .expect(200);
    expect(updated.body).toEqual({ ...media, alt: 'A friendly robot' });

    const otherAuthor = await agentFor('author');
    await otherAuthor
      .put(`/api/media/${media.id}`)
      .send({ alt: 'Mine' })
      .expect(403, { message: 'You can only change files you uploaded' });

    const editor = await agentFor('editor');
    const byEditor = await editor.put(`/api/media/${media.id}`).send({ alt: 'Edited' }).expect(200);
    expect(byEditor.body).toEqual(await mediaView(media.id));
    expect(byEditor.body.alt).toBe('Edited');
    await (
      await agentFor('user')
    )
      .put(`/api/media/${media.id}`)
      .send({ alt: 'x' })
      .expect(403, forbidden);
    await request(app).put(`/api/media/${media.id}`).send({ alt: 'x' }).expect(401, unauthorized);
  });

  it('answers 404 for unknown media and 400 for bad input', async () => {
    const agent = await agentFor('editor');
    await agent
      .put('/api/media/999999')
      .send({ alt: 'x' })
      .expect(404, { message: 'File not found' });
    await agent
      .put('/api/media/abc')
      .send({ alt: 'x' })
      .expect(400, { message: 'Invalid id', errors: { _: 'Invalid id' } });
    const media = (await upload(agent, await makeImage(20, 20), 'y.png').expect(201)).body;
    const tooLong = await agent
      .put(`/api/media/${media.id}`)
      .send({ alt: 'a'.repeat(501) })
      .expect(400);
    expect(tooLong.body).toEqual({
      message: 'Alt text must be at most 500 characters',
      errors: { alt: 'Alt text must be at most 500 characters' },
    });
  });
});

describe('DELETE /api/media/:id', () => {
  it('lets the uploader delete the row and every file', async () => {
    const uploader = await createUser({ role: 'author' });
    const agent = await agentFor('author', uploader);
    const media = (await upload(agent, await makeImage(1300, 200), 'gone.png').expect(201)).body;
    expect(filesOf(media.fileName)).toHaveLength(5);

    await agent.delete(`/api/media/${media.id}`).expect(204);

    expect(await Media.query().findById(media.id)).toBeUndefined();
    expect(filesOf(media.fileName)).toEqual([]);
    await request(app).get(media.url).expect(404);
    await request(app).get(media.variants[0].url).expect(404);
    await agent.delete(`/api/media/${media.id}`).expect(404, { message: 'File not found' });
  });

  it('refuses another author with 403 and lets an editor delete anyone’s upload', async () => {
    const agent = await agentFor('author');
    const media = (await upload(agent, await makeImage(700, 100), 'kept.png').expect(201)).body;

    await (
      await agentFor('author')
    )
      .delete(`/api/media/${media.id}`)
      .expect(403, { message: 'You can only change files you uploaded' });
    await (await agentFor('user')).delete(`/api/media/${media.id}`).expect(403, forbidden);
    await request(app).delete(`/api/media/${media.id}`).expect(401, unauthorized);
    expect(filesOf(media.fileName)).toHaveLength(2);
    await request(app).get(media.url).expect(200);

    await (await agentFor('editor')).delete(`/api/media/${media.id}`).expect(204);
    expect(await Media.query().findById(media.id)).toBeUndefined();
    expect(filesOf(media.fileName)).toEqual([]);
  });

  it('answers 404 for unknown media', async () => {
    const agent = await agentFor('admin');
    await agent.delete('/api/media/999999').expect(404, { message: 'File not found' });
  });
});
