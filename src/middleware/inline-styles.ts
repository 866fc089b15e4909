import { readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheetLink =
  /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[\w.-]+\.css)">/g;

/**
 * Puts the page's stylesheet into its HTML. On a slow mobile connection a separate stylesheet
 * is a second round trip before anything can be painted (Lighthouse's first contentful paint);
 * the whole site's CSS is about 11 KB compressed, so sending it with each cached page is cheaper.
 * Files are read once; a name that is not a built stylesheet is left as a link.
 * The client's module loader looks for a stylesheet link before importing a page's code and
 * would otherwise download it again: the script loader (`deferClientScripts`) adds a disabled
 * link for each inlined stylesheet before the page's code starts. It is not written in the HTML,
 * because a parser-inserted disabled link is still downloaded by some browsers (Chromium 143
 * does; 156 does not), while one added by a script never is.
 */
export function stylesheetInliner(clientDir: string) {
  const contents = new Map<string, string | null>();
  const read = (href: string) => {
    if (!contents.has(href)) {
      let css: string | null = null;
      try {
        css = readFileSync(path.join(clientDir, href), 'utf8');
      } catch {
        css = null;
      }
      contents.set(href, css && !css.includes('</style') ? css : null);
    }
    return contents.get(href)!;
  };
  return (html: string) =>
    html.replace(stylesheetLink, (link, href: string) => {
      const css = read(href);
      return css === null ? link : `<style data-href="${href}">${css}</style>`;
    });
}
