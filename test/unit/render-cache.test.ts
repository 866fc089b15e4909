import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderCache } from '../../src/middleware/render-cache';

const page = (body: string) => ({
  statusCode: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  body,
});

/** What a visitor receives for a cached page, given the nonce of their response. */
const served = (cache: RenderCache, url: string, nonce = 'n') => {
  const cached = cache.get(url);
  return cached && Buffer.concat(cache.bodyWithNonce(cached, nonce)).toString();
};

afterEach(() => vi.useRealTimers());

describe('RenderCache', () => {
  it('gives each response its own nonce in place of the placeholder', () => {
    const cache = new RenderCache();
    cache.set(
      '/blog',
      page(`<script nonce="${cache.noncePlaceholder}"></script><p>${cache.noncePlaceholder}</p>`),
    );
    expect(served(cache, '/blog', 'abc')).toBe('<script nonce="abc"></script><p>abc</p>');
    expect(served(cache, '/blog', 'xyz')).toBe('<script nonce="xyz"></script><p>xyz</p>');
  });

  it('keeps each page gzipped too, and gives the gzip copy the same nonce', () => {
    const cache = new RenderCache();
    const html = `<script nonce="${cache.noncePlaceholder}"></script>${'<p>text</p>'.repeat(500)}`;
    const cached = cache.set('/blog', page(html));
    expect(cache.encodingOf(cached, 'gzip')).toBe('gzip');
    const gzipped = Buffer.concat(cache.bodyWithNonce(cached, 'abc', 'gzip'));
    expect(gunzipSync(gzipped).toString()).toBe(html.replace(cache.noncePlaceholder, 'abc'));
    expect(gzipped.length).toBeLessThan(html.length / 10);
  });

  it('sends a page it answers once but does not keep as it is, for on-the-fly compression', () => {
    const cache = new RenderCache();
    const notFound = cache.prepare({ ...page('<h1>Page Not Found</h1>'), statusCode: 404 });
    expect(cache.encodingOf(notFound, 'gzip')).toBe('identity');
    expect(Buffer.concat(cache.bodyWithNonce(notFound, 'n', 'gzip')).toString()).toBe(
      '<h1>Page Not Found</h1>',
    );
  });

  it('counts a page by the bytes it keeps of it, not its characters', () => {
    const probe = new RenderCache();
    const oneCopy = probe.set('/p', page('ééé')).byteLength;
    // Both forms: 6 bytes of text and its compressed copy.
    expect(oneCopy).toBeGreaterThan(6);
    const cache = new RenderCache({ maxEntries: 10, maxBytes: oneCopy + 1, ttlMs: 60_000 });
    cache.set('/a', page('ééé'));
    cache.set('/b', page('ééé'));
    expect(cache.size).toBe(1);
    expect(served(cache, '/b')).toBe('ééé');
  });

  it('counts the key and headers an entry keeps against the bound', () => {
    const short = new RenderCache().set('/blog', page('a')).byteLength;
    const search = `/blog?q=${'x'.repeat(4000)}`;
    expect(new RenderCache().set(search, page('a')).byteLength).toBe(short + search.length - 5);
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 3 * short, ttlMs: 60_000 });
    cache.set('/blog', page('a'));
    cache.set(search, page('a'));
    expect(cache.get('/blog')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets a page once it is older than its time to live', () => {
    vi.useFakeTimers();
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1_000, ttlMs: 1_000 });
    cache.set('/', page('home'));
    vi.advanceTimersByTime(999);
    expect(served(cache, '/')).toBe('home');
    vi.advanceTimersByTime(2);
    expect(cache.get('/')).toBeNull();
  });

  it('evicts the least recently used page when full', () => {
    const cache = new RenderCache({ maxEntries: 2, maxBytes: 1_000, ttlMs: 60_000 });
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    cache.get('/a');
    cache.set('/c', page('c'));
    expect(cache.get('/b')).toBeNull();
    expect(served(cache, '/a')).toBe('a');
    expect(served(cache, '/c')).toBe('c');
  });

  it('evicts the oldest pages when their total size passes the limit', () => {
    const onePage = new RenderCache().set('/p', page('aaaa')).byteLength;
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 2 * onePage + 1, ttlMs: 60_000 });
    cache.set('/a', page('aaaa'));
    cache.set('/b', page('bbbb'));
    cache.set('/c', page('cccc'));
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeNull();
  });

  it('tells its listeners when it is cleared, but not when a clear came from elsewhere', () => {
    const cache = new RenderCache();
    const heard = vi.fn();
    cache.onClear(heard);
    cache.set('/', page('home'));
    cache.clearLocally();
    expect(cache.size).toBe(0);
    expect(heard).not.toHaveBeenCalled();
    cache.set('/', page('home'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
