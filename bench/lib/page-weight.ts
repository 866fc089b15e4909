import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '#test/helpers/chromium';
// The control a page waiting for its scripts is told was reached for, as in the browser tests:
// the page's own scripts load, not yet the control's.
import { firstControl } from '#test/e2e/support';

export interface PageWeight {
  path: string;
  /** Scripts loaded with the page, before the visitor does anything. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
  /** Scripts loaded once a visitor has reached for a control and the page has hydrated. */
  firstUseJsGzipBytes: number;
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
 * fetches until the page has hydrated, or is waiting for the visitor to need its scripts (an
 * anonymous page starts them on demand: `html[data-scripts="on-demand"]`), and the network is
 * quiet (however the HTML asks for them: tags, module preloads, imports or a loader), counted as
 * the server sends them to a gzip-only client, plus the scripts and styles inlined in the HTML
 * (gzipped here). Then, for a page that waited, the scripts loaded in all once a control was
 * reached for and the page has hydrated. Loaded in the e2e tests' Chromium at the default desktop
 * viewport.
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
      await page.waitForSelector('body[data-hydrated], html[data-scripts="on-demand"]');
      await page.waitForLoadState('networkidle');
      const atLoad = loaded.length;
      if ((await page.locator('body[data-hydrated]').count()) === 0) {
        await page.locator(firstControl).first().dispatchEvent('focusin');
        await page.waitForSelector('body[data-hydrated]');
        await page.waitForLoadState('networkidle');
      }
      const html = (await response?.text()) ?? '';
      const inlineScripts = executableInlineScripts(html).map(gzipLength);
      const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
        gzipLength(match[1]!),
      );
      const files = await Promise.all(
        loaded.map(async ({ kind, url }) => ({ kind, bytes: await servedGzipBytes(url) })),
      );
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      const sizes = (kind: 'js' | 'css', upTo = files.length) =>
        files
          .slice(0, upTo)
          .filter((file) => file.kind === kind)
          .map((file) => file.bytes);
      weights.push({
        path: pagePath,
        jsGzipBytes: sum([...sizes('js', atLoad), ...inlineScripts]),
        cssGzipBytes: sum([...sizes('css', atLoad), ...inlineStyles]),
        files: atLoad + inlineScripts.length + inlineStyles.length,
        firstUseJsGzipBytes: sum([...sizes('js'), ...inlineScripts]),
      });
      await context.close();
    }
  } finally {
    await instance.close();
  }
  return weights;
}
