import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicCache, unkept, type FreshResponse } from '#src/http/public-cache';
import type { ContentTag } from '#src/services/public-content';

const page = (body: string): FreshResponse => ({
  statusCode: 200,
  headers: [['content-type', 'text/html']],
  body,
  variesByCookie: true,
});
const tagged = (...tags: ContentTag[]) => new Set<ContentTag>(tags);
const none = tagged();

const bodyOf = (cache: PublicCache, key: string) => cache.get(key)?.body.toString() ?? null;

afterEach(() => vi.useRealTimers());

describe('PublicCache', () => {
  it('keeps a page as the same bytes with a strong ETag of its content', () => {
    const cache = new PublicCache();
    const first = cache.set('/blog', page('<p>blog</p>'), none);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cache.set('/other', page('<p>blog</p>'), none).etag).toBe(first.etag);
    expect(cache.set('/blog', page('<p>changed</p>'), none).etag).not.toBe(first.etag);
  });

  it('keeps a gzip copy of a page from its first compressed send, counted against the bound', () => {
    const cache = new PublicCache();
    const html = '<p>text</p>'.repeat(500);
    const entry = cache.set('/blog', page(html), none);
    expect(entry.gzipped).toBeNull();
    const plainBytes = cache.byteLength;
    const gzipped = entry.gzip!();
    expect(gunzipSync(gzipped).toString()).toBe(html);
    expect(gzipped.length).toBeLessThan(html.length / 10);
    expect(entry.gzip!()).toBe(gzipped);
    expect(cache.byteLength).toBe(plainBytes + gzipped.length);
    expect(entry.byteLength).toBe(cache.byteLength);
  });

  it('evicts to make room for a gzip copy', () => {
    const html = 'x'.repeat(1000);
    const plain = new PublicCache().set('/a', page(html), none).byteLength;
    const cache = new PublicCache({ maxEntries: 10, maxBytes: 2 * plain + 10, ttlMs: 60_000 });
    cache.set('/a', page(html), none);
    const b = cache.set('/b', page(html), none);
    b.gzip!();
    expect(cache.get('/a')).toBeNull();
    expect(cache.get('/b')).toBe(b);
  });

  it('prepares a response it does not keep without compressing it', () => {
    const notFound = unkept({ ...page('<h1>Page Not Found</h1>'), statusCode: 404 });
    expect(notFound.gzip).toBeUndefined();
    expect(notFound.gzipped).toBeNull();
    expect(notFound.body.toString()).toBe('<h1>Page Not Found</h1>');
  });

  it('counts an entry by the bytes it keeps: its body, its headers and its key', () => {
    const short = new PublicCache().set('/blog', page('a'), none).byteLength;
    const search = `/blog?q=${'x'.repeat(4000)}`;
    expect(new PublicCache().set(search, page('a'), none).byteLength).toBe(
      short + search.length - 5,
    );
    const cache = new PublicCache({ maxEntries: 10, maxBytes: 3 * short, ttlMs: 60_000 });
    cache.set('/blog', page('a'), none);
    cache.set(search, page('a'), none);
    expect(cache.get('/blog')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry once it is older than its time to live', () => {
    vi.useFakeTimers();
    const cache = new PublicCache({ maxEntries: 10, maxBytes: 10_000, ttlMs: 1_000 });
    cache.set('/', page('home'), none);
    vi.advanceTimersByTime(999);
    expect(bodyOf(cache, '/')).toBe('home');
    vi.advanceTimersByTime(2);
    expect(cache.get('/')).toBeNull();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new PublicCache({ maxEntries: 2, maxBytes: 10_000, ttlMs: 60_000 });
    cache.set('/a', page('a'), none);
    cache.set('/b', page('b'), none);
    cache.get('/a');
    cache.set('/c', page('c'), none);
    expect(cache.get('/b')).toBeNull();
    expect(bodyOf(cache, '/a')).toBe('a');
    expect(bodyOf(cache, '/c')).toBe('c');
  });

  it('drops only the entries showing what a write changed', () => {
    const cache = new PublicCache();
    cache.set('/', page('home'), none);
    cache.set('/blog', page('blog'), tagged('posts'));
    cache.set('/blog/post/a', page('a'), tagged('posts', 'post:1'));
    cache.set('/blog/post/b', page('b'), tagged('posts', 'post:2'));
    cache.invalidate(['post:1']);
    expect(cache.get('/blog/post/a')).toBeNull();
    expect(bodyOf(cache, '/blog/post/b')).toBe('b');
    expect(bodyOf(cache, '/blog')).toBe('blog');
    cache.invalidate(['posts', 'post:3']);
    expect(cache.get('/blog')).toBeNull();
    expect(cache.get('/blog/post/b')).toBeNull();
    expect(bodyOf(cache, '/')).toBe('home');
    cache.invalidate('everything');
    expect(cache.size).toBe(0);
  });

  it('does not keep a render that started before a change to what it shows', () => {
    const cache = new PublicCache();
    const since = cache.version;
    cache.invalidate(['post:1']);
    // Started before the write: it may show the post as it was.
    cache.set('/blog/post/a', page('old'), tagged('post:1'), since);
    expect(cache.get('/blog/post/a')).toBeNull();
    // Content the write did not touch is kept.
    cache.set('/blog/post/b', page('b'), tagged('post:2'), since);
    expect(bodyOf(cache, '/blog/post/b')).toBe('b');
    cache.invalidate('everything');
    cache.set('/', page('home'), none, since);
    expect(cache.get('/')).toBeNull();
  });

  it('tells its listeners what changed, but not of a change heard from elsewhere', () => {
    const cache = new PublicCache();
    const heard = vi.fn();
    cache.onInvalidate(heard);
    cache.set('/', page('home'), tagged('posts'));
    cache.invalidateLocally(['posts']);
    expect(cache.size).toBe(0);
    expect(heard).not.toHaveBeenCalled();
    cache.invalidate(['post:4']);
    expect(heard).toHaveBeenCalledWith(['post:4']);
  });
});
