import { describe, expect, it } from 'vitest';
import { deferClientScripts } from '#src/middleware/defer-scripts';

const entry =
  '<script src="/assets/entries/entry-client-routing.abc.js" type="module" async nonce="n0nce-1"></script>';
const preload = (name: string) =>
  `\n<link rel="modulepreload" href="/assets/chunks/${name}.js" as="script" type="text/javascript">`;

describe('deferClientScripts', () => {
  it('replaces the entry script and its preloads with a nonce-carrying loader', () => {
    const html = `<body><main>Page</main>${entry}${preload('a')}${preload('b')}</body>`;
    const deferred = deferClientScripts(html);
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).not.toContain(entry);
    expect(deferred).toMatch(
      /^<body><main>Page<\/main><script nonce="n0nce-1">.*<\/script><\/body>$/,
    );
    expect(deferred).toContain('["/assets/chunks/a.js","/assets/chunks/b.js"]');
    expect(deferred).toContain('"/assets/entries/entry-client-routing.abc.js"');
    // It waits for the visitor to need the scripts, and says so on the page.
    expect(deferred).toContain('root.dataset.scripts="on-demand"');
    expect(deferred).toContain('"pointerover","pointerdown","touchstart","focusin"');
    expect(deferred).toContain('"form[method=post]"');
    // A form that needs them at once still waits for the first paint.
    expect(deferred).toContain('requestAnimationFrame');
    expect(deferred).toContain('addEventListener("load"');
    // The page view is counted first, whether or not the scripts ever start.
    expect(deferred).toMatch(/\(function startAnalytics\(send\).*"pageview".*"\/api\/events"/);
    // Inlined stylesheets get their disabled links before the page's code looks for them.
    expect(deferred).toContain('querySelectorAll("style[data-href]")');
    expect(deferred).toContain('c.disabled=true');
  });

  it('writes a loader without a nonce for a page that carries none (a cached page)', () => {
    const html = `<body>${entry.replace(' nonce="n0nce-1"', '')}${preload('a')}</body>`;
    expect(deferClientScripts(html)).toMatch(/^<body><script>\(function[^<]*<\/script><\/body>$/);
  });

  it('writes a loader that parses as JavaScript', () => {
    const deferred = deferClientScripts(`<body>${entry}${preload('a')}</body>`);
    const loader = /<script nonce="n0nce-1">([\s\S]*)<\/script>/.exec(deferred)?.[1];
    expect(loader).toBeTruthy();
    expect(() => new Function(loader!)).not.toThrow();
  });

  it('leaves a page without the expected entry script unchanged', () => {
    const html = `<body>${preload('a')}<script src="/elsewhere.js"></script></body>`;
    expect(deferClientScripts(html)).toBe(html);
  });
});
