import { describe, expect, it } from 'vitest';
import { movedAddressOf, permanentRedirects, redirectsBeforeRouting } from '#src/redirects';

describe('the redirect table', () => {
  it('moves each older address to its one screen, ids and the rest of the path kept', () => {
    expect(movedAddressOf('/solutions')).toBe('/solutions/ai-voice-receptionists');
    expect(movedAddressOf('/blog/admin')).toBe('/admin/blog');
    expect(movedAddressOf('/blog/admin/tags/edit/2')).toBe('/admin/blog/tags/edit/2');
    expect(movedAddressOf('/admin/content/blog')).toBe('/admin/blog');
    expect(movedAddressOf('/admin/content/blog/new')).toBe('/admin/blog/posts/new');
    expect(movedAddressOf('/admin/content/blog/posts/edit/9')).toBe('/admin/blog/posts/edit/9');
    expect(movedAddressOf('/admin/content/posts/new')).toBe('/admin/blog/posts/new');
    expect(movedAddressOf('/admin/content/posts/edit/8')).toBe('/admin/blog/posts/edit/8');
    expect(movedAddressOf('/admin/content/posts/edit/not-a-number')).toBe(
      '/admin/blog/posts/edit/not-a-number',
    );
  });

  it('leaves every other address alone', () => {
    for (const pathname of [
      '/',
      '/solutions/ai-consulting',
      '/blog',
      '/blog/administrator',
      '/admin/blog',
      '/admin/blog/posts/new',
      '/admin/content/blog/manager',
      '/admin/content/blog/ai-assistant',
      '/admin/content/posts',
      '/admin/content/posts/edit',
      '/admin/content/posts/edit/8/extra',
    ]) {
      expect(movedAddressOf(pathname), pathname).toBeNull();
    }
  });

  it('gives Vike the addresses outside /admin; the admin guard answers the others', () => {
    expect(redirectsBeforeRouting).toEqual({
      '/solutions': '/solutions/ai-voice-receptionists',
      '/blog/admin': '/admin/blog',
      '/blog/admin/*': '/admin/blog/*',
    });
    expect(
      Object.keys(permanentRedirects).filter((from) => !(from in redirectsBeforeRouting)),
    ).toEqual([
      '/admin/content/blog',
      '/admin/content/blog/new',
      '/admin/content/blog/posts/edit/@id',
      '/admin/content/posts/new',
      '/admin/content/posts/edit/@id',
    ]);
  });
});
