import { describe, expect, it } from 'vitest';
import { executableInlineScripts } from '../../bench/lib/page-weight';

describe('executableInlineScripts (the bench counts these as JavaScript)', () => {
  it('keeps scripts a browser runs and leaves out data blocks and external scripts', () => {
    const html = [
      '<script type="application/ld+json" nonce="n1">{"@type":"BlogPosting"}</script>',
      '<script id="vike_pageContext" type="application/json" nonce="n1">{"data":1}</script>',
      '<script src="/assets/entry.js" type="module"></script>',
      '<script nonce="n1">loadEntry()</script>',
      '<script type="module">import("/a.js")</script>',
      "<SCRIPT type='text/javascript'>legacy()</SCRIPT>",
      '<script type="text/template"><p>not code</p></script>',
    ].join('\n');
    expect(executableInlineScripts(html)).toEqual(['loadEntry()', 'import("/a.js")', 'legacy()']);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(executableInlineScripts('<main>No scripts</main>')).toEqual([]);
  });
});
