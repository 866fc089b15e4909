import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderCache } from '../../src/middleware/render-cache';

const page = (body: string) => ({
  statusCode: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  body,
});

afterEach(() => vi.useRealTimers());

describe('RenderCache', () => {
  it('gives each response its own nonce in place of the placeholder', () => {
    const cache = new RenderCache();
    cache.set(
      '/blog',
      page(`<script nonce="${cache.noncePlaceholder}"></script><p>${cache.noncePlaceholder}</p>`),
    );
    const cached = cache.get('/blog')!;
    expect(cache.bodyWithNonce(cached, 'abc')).toBe('<script nonce="abc"></script><p>abc</p>');
    expect(cache.bodyWithNonce(cached, 'xyz')).toBe('<script nonce="xyz"></script><p>xyz</p>');
  });

  it('forgets a page once it is older than its time to live', () => {
    vi.useFakeTimers();
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 1_000, ttlMs: 1_000 });
    cache.set('/', page('home'));
    vi.advanceTimersByTime(999);
    expect(cache.get('/')?.body).toBe('home');
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
    expect(cache.get('/a')?.body).toBe('a');
    expect(cache.get('/c')?.body).toBe('c');
  });

  it('evicts the oldest pages when their total size passes the limit', () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 10, ttlMs: 60_000 });
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
