import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
}

/** The JS and CSS a browser downloads for a page (scripts, module preloads, stylesheets), gzipped. */
export async function measurePageWeight(baseUrl: string, pagePath: string): Promise<PageWeight> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const gzipBytes = async (url: string) => {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    return gzipSync(body, { level: 9 }).length;
  };
  // Stylesheets the server inlined into the page count as CSS too.
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => gzipSync(Buffer.from(match[1]!), { level: 9 }).length,
  );
  const js = [...new Set([...scripts, ...preloads])];
  const css = [...new Set(styles)];
  const jsSizes = await Promise.all(js.map(gzipBytes));
  const cssSizes = [...(await Promise.all(css.map(gzipBytes))), ...inlineStyles];
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    path: pagePath,
    jsGzipBytes: sum(jsSizes),
    cssGzipBytes: sum(cssSizes),
    files: js.length + css.length + inlineStyles.length,
  };
}
