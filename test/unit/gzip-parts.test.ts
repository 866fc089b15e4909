import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatePart, gzipJoined } from '../../src/middleware/gzip-parts';

/** What a browser reads from the joined gzip body. */
const gunzipped = (parts: string[], value: string) => {
  const buffers = parts.map((part) => Buffer.from(part));
  return gunzipSync(
    Buffer.concat(gzipJoined(buffers, buffers.map(deflatePart), Buffer.from(value))),
  ).toString();
};

describe('gzipJoined', () => {
  it('reads back as the parts with the value between each two', () => {
    expect(gunzipped(['<script nonce="', '"></script><p>', '</p>'], 'abc')).toBe(
      '<script nonce="abc"></script><p>abc</p>',
    );
  });

  it('copes with a single part, empty parts and an empty value', () => {
    expect(gunzipped(['only'], 'unused')).toBe('only');
    expect(gunzipped(['', '', ''], 'n')).toBe('nn');
    expect(gunzipped(['a', 'b'], '')).toBe('ab');
  });

  it('keeps parts that repeat each other and run past the 32 KB window apart', () => {
    const page = 'lorem ipsum dolor sit amet '.repeat(5_000);
    const noise = randomBytes(40_000).toString('base64');
    const parts = [page, noise + page, page.slice(0, 100), 'é ✓ 𝄞'];
    expect(gunzipped(parts, 'Zx9_-nonce')).toBe(parts.join('Zx9_-nonce'));
  });

  it('stores a value longer than one stored block can hold', () => {
    const value = randomBytes(70_000).toString('hex');
    expect(gunzipped(['<', '>'], value)).toBe(`<${value}>`);
  });

  it('compresses: a repetitive page comes out far smaller than it went in', () => {
    const part = Buffer.from(
      '<li class="rounded-xl p-4 text-slate-700">An item</li>'.repeat(2_000),
    );
    const joined = Buffer.concat(
      gzipJoined([part, part], [deflatePart(part), deflatePart(part)], Buffer.from('n')),
    );
    expect(joined.length).toBeLessThan(part.length / 20);
  });
});
