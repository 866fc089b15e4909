import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../../test/helpers/chromium';

export interface PageWeight {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
}

const gzipLength = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/**
 * The bytes the server sends for `url` to a client that accepts only gzip: its stored
 * precompressed file where there is one, else what it compresses on the fly (and anything sent
 * uncompressed is gzipped here, so every file counts as gzip).
 */
function servedGzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(response.headers['content-encoding'] === 'gzip' ? body.length : gzipLength(body));
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A script tag's type, when it names one that browsers run (none at all means JavaScript). */
const runnableScriptType = /^(module|(text|application)\/(javascript|ecmascript))$/i;

/**
 * The bodies of the inline scripts in `html` that a browser runs: neither external scripts nor
 * data blocks, such as the page data Vike embeds as JSON or a page's JSON-LD.
 */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => {
      if (/\bsrc\s*=/i.test(attributes)) return false;
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
      return type === undefined || type === '' || runnableScriptType.test(type);
    })
    .map(([, , body = '']) => body);
}

/**
 * The JS and CSS a browser really loads for a page, as gzip: every script and stylesheet it
 * fetches until the page has hydrated and the network is quiet (however the HTML asks for
 * them: tags, module preloads, imports or a loader), counted as the server sends them to a
 * gzip-only client, plus the scripts and styles inlined in the HTML (gzipped here). Loaded in
 * the e2e tests' Chromium at the default desktop viewport.
 */
export async function measurePageWeights(
  baseUrl: string,
  pagePaths: string[],
): Promise<PageWeight[]> {
  const browser = await findChromium();
  const instance = await chromium.launch({
    executablePath: browser.executablePath,
    args: browser.args,
  });
  const weights: PageWeight[] = [];
  try {
    for (const pagePath of pagePaths) {
      const context = await instance.newContext();
      const page = await context.newPage();
      const loaded: { kind: 'js' | 'css'; url: string }[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        loaded.push({ kind: type === 'script' ? 'js' : 'css', url: response.url() });
      });
      const response = await page.goto(new URL(pagePath, baseUrl).href);
      await page.waitForSelector('body[data-hydrated]');
      await page.waitForLoadState('networkidle');
      const html = (await response?.text()) ?? '';
      const inlineScripts = executableInlineScripts(html).map(gzipLength);
      const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
        gzipLength(match[1]!),
      );
      const files = await Promise.all(
        loaded.map(async ({ kind, url }) => ({ kind, bytes: await servedGzipBytes(url) })),
      );
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      const sizes = (kind: 'js' | 'css') =>
        files.filter((file) => file.kind === kind).map((file) => file.bytes);
      weights.push({
        path: pagePath,
        jsGzipBytes: sum([...sizes('js'), ...inlineScripts]),
        cssGzipBytes: sum([...sizes('css'), ...inlineStyles]),
        files: files.length + inlineScripts.length + inlineStyles.length,
      });
      await context.close();
    }
  } finally {
    await instance.close();
  }
  return weights;
}
