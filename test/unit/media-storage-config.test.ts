import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../helpers/config-problems';
import { loadConfig, loadDatabaseConfig } from '#src/config/env';
import { toPublicSite } from '#src/config/site';
import { htmlWithMediaUrls, mediaSrc } from '#src/content/media-urls';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ava-config-'));

const problemsOf = (env: Record<string, string>) =>
  configProblemsOf({ DATA_DIR: dataDir(), ...env });

describe('media storage settings', () => {
  it('keeps uploads in DATA_DIR/uploads without S3_BUCKET', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mediaStorage).toEqual({
      kind: 'disk',
      dir: path.join(dir, 'uploads'),
    });
  });

  it('reads a bucket with its endpoint, keys and public URL; the database commands see it too', () => {
    const env = {
      DATA_DIR: dataDir(),
      S3_BUCKET: 'site-media',
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.example.com/',
    };
    const expected = {
      kind: 's3',
      bucket: 'site-media',
      endpoint: 'https://abc123.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://media.example.com',
    };
    expect(loadConfig(env).mediaStorage).toEqual(expected);
    expect(loadDatabaseConfig(env).mediaStorage).toEqual(expected);
    expect(toPublicSite(loadConfig(env)).mediaBaseUrl).toBe('https://media.example.com');
  });

  it('uses AWS host names and its own credential chain when only a bucket is named', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media' }).mediaStorage).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('names settings that do not fit together or are malformed', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: required with S3_ENDPOINT (uploads go to the local disk without it)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials",
    ]);
    const named = problemsOf({
      S3_BUCKET: 'Not A Bucket',
      S3_ENDPOINT: 'ftp://x',
      S3_PUBLIC_URL: 'https://cdn.example.com/?a=1',
    }).map((problem) => problem.split(':')[0]);
    expect(named).toEqual(['S3_BUCKET', 'S3_ENDPOINT', 'S3_PUBLIC_URL']);
  });
});

describe('media URLs on pages', () => {
  const cdn = 'https://media.example.com';

  it('points library images at the public URL, and leaves other paths and hosts alone', () => {
    expect(mediaSrc('/uploads/a-640w.jpg', cdn)).toBe(`${cdn}/a-640w.jpg`);
    expect(mediaSrc('/uploads/a.jpg', null)).toBe('/uploads/a.jpg');
    expect(mediaSrc('/images/hero.webp', cdn)).toBe('/images/hero.webp');
    expect(mediaSrc('https://elsewhere.example/uploads/a.jpg', cdn)).toBe(
      'https://elsewhere.example/uploads/a.jpg',
    );
  });

  it('rewrites src and srcset in stored HTML, never text', () => {
    const html =
      '<p>See /uploads/ in the text</p><img src="/uploads/a.jpg" srcset="/uploads/a-640w.jpg 640w, /uploads/a.jpg 900w" alt="/uploads/x">';
    expect(htmlWithMediaUrls(html, cdn)).toBe(
      `<p>See /uploads/ in the text</p><img src="${cdn}/a.jpg" srcset="${cdn}/a-640w.jpg 640w, ${cdn}/a.jpg 900w" alt="/uploads/x">`,
    );
    expect(htmlWithMediaUrls(html, null)).toBe(html);
  });
});
