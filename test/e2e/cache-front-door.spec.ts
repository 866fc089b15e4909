import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../bench/lib/server';

/*
 * Public cache hits answered before Express (src/middleware/cache-front-door.ts) must be the
 * answers Express gives for the same hits: same status, headers in the same order and spelling,
 * same bytes, same log line. A server of its own, whose metrics say which path answered.
 */

// One server for the file: its tests run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

const port = 3281;
const metricsPort = 3282;
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  // A fresh embedded database migrates and seeds before it answers: slower while CI's other
  // tiers share the cores (seen past 30 s once).
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'ava-front-door-'));
  server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', METRICS_PORT: String(metricsPort) },
    port,
    // Not a page: the test sees each page's first hits.
    { captureOutput: true, readyPath: '/healthz' },
  );
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  /** Every header but Date, as sent: [name, value] in order. */
  headers: Array<[string, string]>;
  body: Buffer;
}

function send(pathname: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: { 'user-agent': 'front-door-parity', ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const pairs: Array<[string, string]> = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            pairs.push([response.rawHeaders[index]!, response.rawHeaders[index + 1]!]);
          }
          resolve({
            status: response.statusCode!,
            headers: pairs.filter(([name]) => name.toLowerCase() !== 'date'),
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function frontDoorHits(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const hits = /^ava_public_cache_front_door_hits_total (\d+)$/m.exec(text)?.[1];
  expect(hits, 'front door hits on the metrics port').toBeDefined();
  return Number(hits);
}

const header = (answer: Answer, name: string) =>
  answer.headers.find(([given]) => given.toLowerCase() === name)?.[1];

type LogLine = Record<string, unknown> & { req: { id: string } };

/** The request log's line for a request id, without what differs each time. */
async function logLineOf(id: string) {
  const find = () =>
    server
      .output()
      .split('\n')
      .filter((text) => text.includes(`"${id}"`))
      .map((text) => JSON.parse(text) as LogLine)
      .at(-1);
  // The line reaches the server's output a moment after the answer.
  await expect.poll(find, { message: `the log line of ${id}` }).toBeDefined();
  const { time: _time, responseTime: _took, ...kept } = find()!;
  return { ...kept, req: { ...kept.req, id: 'the id' } };
}

const encodings = {
  gzip: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  identity: {},
} as const;

let sequence = 0;

/**
 * A hit through Express, then the same request again: answered by the front door, with the
 * same answer (the request id aside, which each request gets its own of) and the same log line.
 */
async function expectSameAnswers(pathname: string, headers: Record<string, string>) {
  const before = await frontDoorHits();
  const throughExpress = await send(pathname, {
    ...headers,
    'x-request-id': `express-${++sequence}`,
  });
  expect(await frontDoorHits(), `${pathname} went through Express first`).toBe(before);
  expect(header(throughExpress, 'x-render-cache'), pathname).toBe('hit');
  const frontId = `front-${sequence}`;
  const first = await send(pathname, { ...headers, 'x-request-id': frontId });
  expect(await frontDoorHits(), `${pathname} was answered by the front door`).toBe(before + 1);
  expect(first.status, pathname).toBe(throughExpress.status);
  const withoutId = (answer: Answer) =>
    answer.headers.map(([name, value]) => [name, /^x-request-id$/i.test(name) ? '' : value]);
  expect(withoutId(first), pathname).toEqual(withoutId(throughExpress));
  expect(header(first, 'x-request-id')).toBe(frontId);
  expect(first.body.equals(throughExpress.body), `${pathname}: the same bytes`).toBe(true);
  expect(await logLineOf(frontId)).toEqual(await logLineOf(`express-${sequence}`));
  return throughExpress;
}

test('answers every cached public page as Express does, compressed or not, 304 and HEAD too', async () => {
  // Every page of the sitemap, eight requests each and the log read back: about 10 s on an idle
  // machine, three times that with CI's other tiers beside it.
  test.setTimeout(120_000);
  // Brotli is compressed by Express each time: such requests keep answers but no heads.
  const brotli = { 'accept-encoding': 'br' };
  const sitemap = (await send('/sitemap.xml', { 'accept-encoding': 'identity' })).body.toString();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return url.pathname + url.search;
  });
  expect(pages).toEqual(expect.arrayContaining(['/', '/blog', '/contact']));
  expect(pages.some((page) => page.startsWith('/blog/post/'))).toBe(true);
  const others = [
    '/rss.xml',
    '/robots.txt',
    '/sitemap.xml',
    '/blog?q=receptionist',
    '/blog?page=1',
  ];
  for (const pathname of [...new Set([...pages, ...others])]) {
    const fresh = await send(pathname, brotli);
    // Kept answers say so; a page no visitor may share goes through Express every time.
    if (header(fresh, 'x-render-cache') === undefined) continue;
    for (const [kind, headers] of Object.entries(encodings)) {
      const full = await expectSameAnswers(pathname, headers);
      if (kind === 'gzip') expect(header(full, 'content-encoding'), pathname).toBe('gzip');
      const etag = header(full, 'etag');
      if (full.status === 200) {
        expect(etag, pathname).toBeDefined();
        const revalidated = await expectSameAnswers(pathname, {
          ...headers,
          'if-none-match': etag!,
        });
        expect(revalidated.status, pathname).toBe(304);
        expect(revalidated.body.length).toBe(0);
      }
    }
    const hits = await frontDoorHits();
    const head = await send(pathname, encodings.gzip, 'HEAD');
    expect(await frontDoorHits()).toBe(hits + 1);
    expect(head.body.length).toBe(0);
    const get = await send(pathname, encodings.gzip);
    const names = (answer: Answer) => answer.headers.map(([name]) => name);
    expect(names(head), pathname).toEqual(names(get));
  }
});

test('leaves to Express whatever it cannot answer the same way', async () => {
  await send('/blog', {});
  await send('/blog', encodings.gzip);
  await send('/blog', encodings.gzip);
  const hits = await frontDoorHits();
  // A session cookie (signed in, or was), another encoding, a write, the API.
  const cookie = await send('/blog', { ...encodings.gzip, cookie: 'sid=s%3Aunknown.session' });
  expect(cookie.status).toBe(200);
  const brotli = await send('/blog', { 'accept-encoding': 'br' });
  expect(header(brotli, 'content-encoding')).toBe('br');
  const identityNamed = await send('/blog', { 'accept-encoding': 'identity' });
  expect(header(identityNamed, 'x-render-cache')).toBe('hit');
  const post = await send('/blog', encodings.gzip, 'POST');
  expect(post.status).toBeGreaterThanOrEqual(400);
  await send('/api/posts', encodings.gzip);
  await send('/api/posts', encodings.gzip);
  expect(await frontDoorHits()).toBe(hits);
});
