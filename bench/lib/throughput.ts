import { spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { root, rssMiB } from './server';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Non-2xx answers (a 404 from the memory route means it was not primed). */
  non2xx: number;
}

const connections = 50;
/** What every browser asks for: the load is measured as visitors' requests are answered. */
export const acceptEncoding = 'gzip, deflate, br';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** One autocannon run from a second process, 50 connections, while sampling the server's RSS. */
export async function load(url: string, serverPid: number) {
  let peakRss = rssMiB(serverPid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMiB(serverPid));
  }, 250);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/autocannon'),
      [
        '--json',
        ...['-c', String(connections), '-d', String(durationSeconds)],
        ...['-H', `accept-encoding=${acceptEncoding}`],
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
  clearInterval(sampler);
  const report = JSON.parse(output) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  const result: LoadResult = {
    requestsPerSecond: report.requests.average,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    errors: report.errors + report.timeouts,
    non2xx: report.non2xx,
  };
  return { result, peakRss };
}

/**
 * A page under load, then the same bytes sent from memory by the same process (the
 * BENCH_MEMORY_PAGES route), for the ratio DESIGN.md §7 budgets.
 */
export async function compareWithMemory(baseUrl: string, pagePath: string, serverPid: number) {
  const pageUrl = new URL(pagePath, baseUrl).toString();
  const page = await rawGet(pageUrl);
  const type = page.contentType.includes('json') ? 'json' : 'html';
  const memoryUrl =
    `${baseUrl}/__bench/memory?url=${encodeURIComponent(pagePath)}&type=${type}` +
    (page.encoding ? `&encoding=${page.encoding}` : '');
  const primed = await fetch(memoryUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(page.body),
  });
  if (primed.status !== 204) throw new Error(`could not prime the memory route: ${primed.status}`);
  const rendered = await load(pageUrl, serverPid);
  const memory = await load(memoryUrl, serverPid);
  return {
    path: pagePath,
    bytes: page.body.length,
    rendered: rendered.result,
    memory: memory.result,
    ratio: rendered.result.requestsPerSecond / memory.result.requestsPerSecond,
    /** The server's peak RSS while it served the page itself. */
    peakRssMiB: rendered.peakRss,
  };
}

/** A page's bytes as a browser receives them, still compressed, with their encoding. */
export function rawGet(url: string) {
  return new Promise<{ body: Buffer; encoding: string | undefined; contentType: string }>(
    (resolve, reject) => {
      get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
            contentType: response.headers['content-type'] ?? '',
          }),
        );
        response.on('error', reject);
      }).on('error', reject);
    },
  );
}

/**
 * `visits` requests for `url` from a client that kept the first answer's ETag, as a returning
 * browser or a CDN revalidating does: how many were answered 304 without a body.
 */
export async function repeatVisits(url: string, visits: number) {
  const first = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  let notModified = 0;
  for (let visit = 0; visit < visits; visit++) {
    const response = await fetch(url, {
      headers: { 'accept-encoding': acceptEncoding, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    await response.arrayBuffer();
    if (response.status === 304) notModified++;
  }
  return { visits, notModified };
}
