import { expect, test, type APIRequestContext } from '@playwright/test';
import { sampleAccounts } from './support';

type Role = 'admin' | 'editor' | 'author' | 'user';

// SPEC §6, written out here rather than read from src/auth/permissions.ts, so that the table
// the server uses is checked against the specification.
const adminOnly: Role[] = ['admin'];
const editors: Role[] = ['admin', 'editor'];
const staff: Role[] = ['admin', 'editor', 'author'];

const routes: Array<[path: string, allowed: Role[]]> = [
  ['/admin/users', adminOnly],
  ['/admin/settings', adminOnly],
  ['/admin/settings/colors', adminOnly],
  ['/admin', editors],
  ['/admin/content/media', editors],
  ['/admin/content/seo', editors],
  ['/admin/content/pages', editors],
  ['/admin/content/blog/manager', editors],
  ['/admin/content/posts/new', editors],
  ['/admin/content/posts/edit/{post}', editors],
  ['/admin/test-post', editors],
  ['/admin/blog/categories/new', editors],
  ['/admin/blog/categories/edit/{category}', editors],
  ['/admin/content/taxonomy', editors],
  ['/admin/blog/tags/new', editors],
  ['/admin/blog/tags/edit/{tag}', editors],
  ['/admin/tasks', staff],
  ['/admin/blog', staff],
  ['/admin/blog/posts/new', staff],
  ['/admin/blog/posts/edit/{post}', staff],
  ['/admin/content/blog', staff],
  ['/admin/content/blog/new', staff],
  ['/admin/content/blog/posts/edit/{post}', staff],
  ['/admin/content/blog/ai-assistant', staff],
];

async function firstId(request: APIRequestContext, path: string, key: string) {
  const body = (await (await request.get(path)).json()) as Record<string, Array<{ id: number }>>;
  return body[key]![0]!.id;
}

test('every protected route answers each role as SPEC §6 says: /auth, Access Denied or the screen', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const anonymous = await playwright.request.newContext({ baseURL });
  const ids = {
    post: await firstId(anonymous, '/api/posts?limit=1', 'posts'),
    category: await firstId(anonymous, '/api/categories', 'categories'),
    tag: await firstId(anonymous, '/api/tags', 'tags'),
  };
  const clients: Record<Role, APIRequestContext> = {} as Record<Role, APIRequestContext>;
  for (const role of ['admin', 'editor', 'author', 'user'] as const) {
    clients[role] = await playwright.request.newContext({ baseURL });
    const login = await clients[role].post('/api/auth/login', { data: sampleAccounts[role] });
    expect(login.status(), role).toBe(200);
  }
  try {
    for (const [pattern, allowed] of routes) {
      const path = pattern.replace(/\{(\w+)\}/, (_, key: keyof typeof ids) => String(ids[key]));
      const signedOut = await anonymous.get(path, { maxRedirects: 0 });
      expect(signedOut.status(), `${path} signed out`).toBe(302);
      expect(signedOut.headers()['location'], `${path} signed out`).toBe('/auth');
      for (const [role, client] of Object.entries(clients) as Array<[Role, APIRequestContext]>) {
        const response = await client.get(path, { maxRedirects: 0 });
        const html = await response.text();
        if (allowed.includes(role)) {
          expect(response.status(), `${path} as ${role}`).toBe(200);
          expect(html, `${path} as ${role}`).not.toContain('Access Denied');
        } else {
          expect(response.status(), `${path} as ${role}`).toBe(403);
          expect(html, `${path} as ${role}`).toContain('Access Denied');
          const required =
            allowed.length === 1
              ? 'admin'
              : allowed.length === 2
                ? 'admin or editor'
                : 'admin, editor, or author';
          expect(html.replaceAll('<!-- -->', ''), `${path} as ${role}`).toContain(
            `Required roles: ${required}`,
          );
        }
      }
    }
  } finally {
    await anonymous.dispose();
    for (const client of Object.values(clients)) await client.dispose();
  }
});
