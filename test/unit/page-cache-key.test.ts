import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '#src/middleware/page-cache-key';

describe('pageCacheKey', () => {
  it('leaves an address without a query as it is', () => {
    expect(pageCacheKey('/')).toBe('/');
    expect(pageCacheKey('/blog/post/hello-world')).toBe('/blog/post/hello-world');
  });

  it('drops tracking parameters', () => {
    expect(
      pageCacheKey(
        '/blog/post/hello-world?utm_source=newsletter&utm_medium=email&utm_campaign=may&fbclid=IwAR0&gclid=Cj0K',
      ),
    ).toBe('/blog/post/hello-world');
    expect(pageCacheKey('/blog?utm_source=x&page=2&fbclid=y')).toBe('/blog?page=2');
  });

  it('drops made-up parameters, so every junk query string shares one key', () => {
    const keys = new Set(
      Array.from({ length: 200 }, (_, index) => pageCacheKey(`/landing?x=${index}&${index}=y`)),
    );
    expect([...keys]).toEqual(['/landing']);
    expect(pageCacheKey('/privacy-policy?')).toBe('/privacy-policy');
    expect(pageCacheKey('/blog?q')).toBe('/blog');
  });

  it('keeps the parameters a page declares', () => {
    expect(pageCacheKey('/blog?q=missed+calls&page=3')).toBe('/blog?page=3&q=missed+calls');
    expect(pageCacheKey('/news?page=2')).toBe('/news?page=2');
    expect(pageCacheKey('/category/ai-tips?page=2&q=ignored')).toBe('/category/ai-tips?page=2');
    expect(pageCacheKey('/tag/voice?page=4')).toBe('/tag/voice?page=4');
    // A post page reads no parameter at all.
    expect(pageCacheKey('/blog/post/hello?page=2&q=x')).toBe('/blog/post/hello');
  });

  it('is the same whatever order the parameters come in', () => {
    const key = pageCacheKey('/blog?q=voice&page=2');
    expect(pageCacheKey('/blog?page=2&q=voice')).toBe(key);
    expect(pageCacheKey('/blog?utm_source=a&page=2&x=1&q=voice')).toBe(key);
  });

  it('normalises values: trimmed, the last of repeated ones, empty or malformed ones left out', () => {
    expect(pageCacheKey('/blog?q=%20voice%20')).toBe('/blog?q=voice');
    expect(pageCacheKey('/blog?page=2&page=3')).toBe('/blog?page=3');
    expect(pageCacheKey('/blog?q=&page=')).toBe('/blog');
    expect(pageCacheKey('/blog?q=%20%20')).toBe('/blog');
    for (const junk of ['abc', '0', '-1', '2.5', '1e3', '0002', '12345678']) {
      expect(pageCacheKey(`/blog?page=${junk}`)).toBe('/blog');
    }
  });

  it("keys a page's data (Vike's pageContext.json) by the page's parameters, apart from its HTML", () => {
    expect(pageCacheKey('/blog/index.pageContext.json?page=2&utm_source=x')).toBe(
      '/blog/index.pageContext.json?page=2',
    );
    expect(pageCacheKey('/tag/voice/index.pageContext.json?page=2&x=1')).toBe(
      '/tag/voice/index.pageContext.json?page=2',
    );
    expect(pageCacheKey('/index.pageContext.json?utm_source=x')).toBe('/index.pageContext.json');
  });
});
