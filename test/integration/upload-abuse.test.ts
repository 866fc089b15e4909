import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import sharp from 'sharp';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config/env';
import { Media } from '#src/models/site-content';
import { imageProcessing } from '#src/services/image-processing';
import { animatedGif, pngBomb } from '../factories/images';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: Express;
let config: Config;

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig();
  app = await createTestApp(database.db, config);
});
afterAll(() => database.destroy());

const messages = {
  tooManyPixels: 'Images must be at most 40 megapixels, for example 8000 × 5000 pixels',
  busy: 'Other images are being processed right now. Please try again in a few seconds.',
  tooManyUploads:
    'You have uploaded a lot of images in a short time. Please wait a few minutes and try again.',
};

const uploadsDir = () => path.join(config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0);

async function authorAgent() {
  const author = await createUser({ role: 'author' });
  return { author, agent: await signedInAgent(app, author) };
}

function upload(agent: request.Agent, file: Buffer, filename: string) {
  return agent.post('/api/media').attach('file', file, { filename });
}

/** A plain PNG with a gradient, so encoders have something to do. */
function gradientPng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let offset = 0; offset < pixels.length; offset += 3) {
    const pixel = offset / 3;
    pixels[offset] = (pixel % width) & 0xff;
    pixels[offset + 1] = Math.floor(pixel / width) & 0xff;
    pixels[offset + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('image bombs', () => {
  it('refuses a 16000 × 16000 PNG of a few KB with 413, before decoding it', async () => {
    const { agent } = await authorAgent();
    const bomb = pngBomb(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 16_000, height: 16_000 });
    const before = storedFiles();

    const response = await upload(agent, bomb, 'tiny.png').expect(413);

    expect(response.body).toEqual({ message: messages.tooManyPixels });
    expect(storedFiles()).toBe(before);
  });

  it('refuses an image just over 40 megapixels with 413', async () => {
    const { agent } = await authorAgent();
    // 6400 × 6400 is 40.96 megapixels.
    const response = await upload(agent, pngBomb(6400, 6400), 'big.png').expect(413);
    expect(response.body).toEqual({ message: messages.tooManyPixels });
  });

  it('stores only the first frame of a 140 KB animated GIF of 200 large frames', async () => {
    const { agent } = await authorAgent();
    const gif = animatedGif();
    expect(gif.length).toBeGreaterThan(120 * 1024);
    expect(gif.length).toBeLessThan(160 * 1024);
    expect(await sharp(gif).metadata()).toMatchObject({ width: 1000, height: 800, pages: 200 });

    const response = await upload(agent, gif, 'spinner.gif').expect(201);

    expect(response.body).toMatchObject({ mime: 'image/gif', width: 1000, height: 800 });
    const stored = await sharp(path.join(uploadsDir(), response.body.fileName)).metadata();
    expect(stored).toMatchObject({ format: 'gif', width: 1000, height: 800 });
    expect(stored.pages ?? 1).toBe(1);
    expect(response.body.size).toBeLessThan(gif.length);
  });
});

describe('image processing a few at a time', () => {
  it('processes concurrent uploads one at a time, the others waiting their turn', async () => {
    const agents = await Promise.all([authorAgent(), authorAgent(), authorAgent()]);
    const image = await gradientPng(1600, 1200);
    let mostRunning = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      mostRunning = Math.max(mostRunning, imageProcessing.load.running);
      mostWaiting = Math.max(mostWaiting, imageProcessing.load.waiting);
    }, 1);
    try {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          upload(agents[index % agents.length]!.agent, image, `photo-${index}.png`),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    } finally {
      clearInterval(sampler);
    }
    expect(mostRunning).toBe(1);
    expect(mostWaiting).toBeGreaterThan(0);
  });

  it('refuses an upload at once with 429 and Retry-After while the processing queue is full', async () => {
    const { agent } = await authorAgent();
    const releases: Array<() => void> = [];
    // One running and eight waiting: the queue's whole capacity.
    const held = Array.from({ length: 9 }, () =>
      imageProcessing.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    try {
      expect(imageProcessing.load).toEqual({ running: 1, waiting: 8 });
      const response = await upload(agent, await gradientPng(40, 40), 'small.png').expect(429);
      expect(response.body).toEqual({ message: messages.busy });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      // Waiting tasks start (and add their release) as earlier ones finish.
      while (releases.length > 0 || imageProcessing.load.running > 0) {
        releases.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(held);
    }
    await upload(agent, await gradientPng(40, 40), 'small.png').expect(201);
  });
});

describe('uploads per account', () => {
  it('accepts at most 30 uploads in 10 minutes from one account, even all at once', async () => {
    const { author, agent } = await authorAgent();
    const image = await gradientPng(16, 16);

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => upload(agent, image, `tiny-${index}.png`)),
    );

    const accepted = responses.filter((response) => response.status === 201);
    const limited = responses.filter(
      (response) => response.status === 429 && response.body.message === messages.tooManyUploads,
    );
    const busy = responses.filter(
      (response) => response.status === 429 && response.body.message === messages.busy,
    );
    expect(limited).toHaveLength(10);
    expect(accepted.length + busy.length).toBe(30);
    for (const response of [...limited, ...busy]) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const response of limited) {
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    expect(await Media.query().where({ uploadedBy: author.id }).resultSize()).toBe(accepted.length);

    const later = await upload(agent, image, 'one-more.png').expect(429);
    expect(later.body).toEqual({ message: messages.tooManyUploads });
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(0);

    // Another account has its own allowance.
    await upload((await authorAgent()).agent, image, 'other.png').expect(201);
  });
});
