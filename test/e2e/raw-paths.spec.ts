import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { serverNodeFlags } from '../../bench/lib/server';

/**
 * Requests sent byte for byte: browsers and Playwright's client would turn `/\` into `//`
 * before it left, hiding what the server does with it.
 */
function rawGet(baseURL: string, rawPath: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; location: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = http.request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, location: response.headers.location, body }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

test('the trailing-slash redirect never points at another host', async ({ baseURL }) => {
  const starts = ['//', '/\\', '/%5C', '/%5c', '/%2F', '/%2f', '/\\/', '/%5C%5C', '/%2F%2F'];
  for (const start of starts) {
    for (const rest of ['evil.com/', 'evil.com/path/', 'evil.com/?next=/']) {
      const rawPath = `${start}${rest}`;
      const answer = await rawGet(baseURL!, rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.location, rawPath).toBeUndefined();
    }
  }
  // Ordinary trailing slashes are still tidied away.
  const blog = await rawGet(baseURL!, '/blog/');
  expect(blog.status).toBe(301);
  expect(blog.location).toBe('/blog');
  const nested = await rawGet(baseURL!, '/blog/post/\\evil.com/');
  expect(nested.location ?? '/blog/post').not.toMatch(/^\/[\\/]/);
});

test('/favicon.ico is a real icon, drawn from the SVG favicon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const ico = await response.body();
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  const sizes: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + 16 * index;
    const bytes = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    const image = await sharp(ico.subarray(offset, offset + bytes)).metadata();
    expect(image.format).toBe('png');
    expect(image.width).toBe(ico.readUInt8(entry));
    expect(image.height).toBe(image.width);
    sizes.push(image.width);
  }
  expect(sizes).toEqual([16, 32, 48]);
});

/** A port nothing listens on now. */
function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test("Vite's development paths answer 404 in production, and nothing is logged as an error", async () => {
  test.setTimeout(120_000);
  // A server of its own, so the test can read everything it logs.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-raw-paths-'));
  const port = await freePort();
  const server = spawn(process.execPath, [...serverNodeFlags, 'dist/app-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(
        () =>
          fetch(`${baseURL}/healthz`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    const paths = ['/@vite/client', '/@fs/etc/passwd', '/__vite_ping', '/@id/x', '/@react-refresh'];
    for (const devPath of paths) {
      const answer = await rawGet(baseURL, devPath);
      expect(answer.status, devPath).toBe(404);
      expect(answer.body, devPath).not.toMatch(/vike|stack|at .*\.m?js/i);
    }
    const lines = log.split('\n').filter(Boolean);
    expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(log).not.toMatch(/"stack"|\n\s+at /);
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
