import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './server';

/**
 * The yardstick for cache hits: bare `node:http` in a process of its own, sending bytes it holds
 * with nothing but their type, encoding and length, as fast as Node sends anything.
 */
export interface HeldPage {
  path: string;
  contentType: string;
  contentEncoding: string | undefined;
  body: Buffer;
}

const thisFile = fileURLToPath(import.meta.url);

/** Starts the bare server on `port` with `pages`; resolves once it listens. */
export async function startBareServer(port: number, pages: HeldPage[], scratchDir: string) {
  const file = path.join(scratchDir, 'bare-pages.json');
  writeFileSync(
    file,
    JSON.stringify(pages.map((page) => ({ ...page, body: page.body.toString('base64') }))),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', thisFile, file, String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

if (process.argv[1] === thisFile) {
  const [file, port] = process.argv.slice(2);
  const { readFileSync } = await import('node:fs');
  const held = new Map(
    (JSON.parse(readFileSync(file!, 'utf8')) as Array<HeldPage & { body: string }>).map((page) => [
      page.path,
      { ...page, body: Buffer.from(page.body, 'base64') },
    ]),
  );
  createServer((req, res) => {
    const page = held.get(req.url ?? '/');
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': page.contentType,
      'Content-Length': page.body.length,
      ...(page.contentEncoding ? { 'Content-Encoding': page.contentEncoding } : {}),
    });
    res.end(page.body);
  }).listen(Number(port), '127.0.0.1', () => console.log('listening'));
}
