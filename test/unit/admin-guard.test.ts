import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { Role } from '#src/auth/roles';
import guard from '#views/admin/+guard';

/** What the guard answers: 'open', or the redirect / status Vike's abort carries. */
function answer(role: Role | null, url: string) {
  const user = role ? { id: 1, username: role, email: '', fullName: null, role } : null;
  const { pathname: urlPathname, search } = new URL(url, 'http://localhost');
  const urlParsed = { searchOriginal: search === '' ? null : search };
  try {
    guard({ user, urlPathname, urlParsed } as unknown as PageContextServer);
    return 'open';
  } catch (error) {
    const abort = (error as { _pageContextAbort?: Record<string, unknown> })._pageContextAbort;
    if (!abort) throw error;
    const redirect = abort._urlRedirect as { url: string; statusCode: number } | undefined;
    return redirect
      ? `${redirect.statusCode} ${redirect.url}`
      : { status: abort.abortStatusCode, reason: abort.abortReason };
  }
}

describe('the admin guard', () => {
  it('sends a signed-out visitor to /auth, wherever under /admin', () => {
    expect(answer(null, '/admin/blog/posts/edit/7')).toBe('302 /auth');
    expect(answer(null, '/admin/nowhere')).toBe('302 /auth');
  });

  it('answers addresses with an id by the role rule of their registry line', () => {
    expect(answer('author', '/admin/blog/posts/edit/7')).toBe('open');
    expect(answer('author', '/admin/content/posts/edit/7')).toEqual({
      status: 403,
      reason: { kind: 'access-denied', allowed: ['admin', 'editor'] },
    });
    expect(answer('user', '/admin/blog/categories/edit/3')).toEqual({
      status: 403,
      reason: { kind: 'access-denied', allowed: ['admin', 'editor'] },
    });
  });

  it('moves an older address to its screen (301, query kept) only for the roles it allows', () => {
    expect(answer(null, '/admin/content/posts/new')).toBe('302 /auth');
    expect(answer('editor', '/admin/content/posts/edit/7')).toBe('301 /admin/blog/posts/edit/7');
    expect(answer('admin', '/admin/content/posts/new?from=menu')).toBe(
      '301 /admin/blog/posts/new?from=menu',
    );
    expect(answer('author', '/admin/content/posts/new')).toEqual({
      status: 403,
      reason: { kind: 'access-denied', allowed: ['admin', 'editor'] },
    });
    expect(answer('author', '/admin/content/blog/new')).toBe('301 /admin/blog/posts/new');
    expect(answer('author', '/admin/content/blog/posts/edit/not-a-number')).toBe(
      '301 /admin/blog/posts/edit/not-a-number',
    );
    expect(answer('author', '/admin/content/blog?tab=tags')).toBe('301 /admin/blog?tab=tags');
    expect(answer('user', '/admin/content/blog')).toEqual({
      status: 403,
      reason: { kind: 'access-denied', allowed: ['admin', 'editor', 'author'] },
    });
  });

  it('opens an address the registry does not name to no one: it is a 404', () => {
    for (const role of ['admin', 'editor', 'author', 'user'] as const) {
      expect(answer(role, '/admin/nowhere'), role).toEqual({ status: 404, reason: undefined });
    }
  });
});
