import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gotoHydrated, sampleAccounts, signInAs } from './support';

type Role = 'admin' | 'editor' | 'author' | 'user';

// SPEC §6, written out here rather than read from src/auth/permissions.ts, so that the table
// the server uses is checked against the specification.
const adminOnly: Role[] = ['admin'];
const editors: Role[] = ['admin', 'editor'];
const staff: Role[] = ['admin', 'editor', 'author'];

// One URL per screen: an older address answers 301 to its screen's address, once its own role
// rule has let the visitor in.
const routes: Array<[path: string, allowed: Role[], movedTo?: string]> = [
  ['/admin/users', adminOnly],
  ['/admin/settings', adminOnly],
  ['/admin/settings/colors', adminOnly],
  ['/admin/webhooks', adminOnly],
  ['/admin/activity', adminOnly],
  ['/admin', editors],
  ['/admin/content/media', editors],
  ['/admin/content/seo', editors],
  ['/admin/content/pages', editors],
  ['/admin/content/navigation', editors],
  ['/admin/content/blog/manager', editors],
  ['/admin/content/posts/new', editors, '/admin/blog/posts/new'],
  ['/admin/content/posts/edit/{post}', editors, '/admin/blog/posts/edit/{post}'],
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
  ['/admin/content/blog', staff, '/admin/blog'],
  ['/admin/content/blog/new', staff, '/admin/blog/posts/new'],
  ['/admin/content/blog/posts/edit/{post}', staff, '/admin/blog/posts/edit/{post}'],
  ['/admin/content/blog/ai-assistant', staff],
];

async function firstId(request: APIRequestContext, path: string, key: string) {
  const body = (await (await request.get(path)).json()) as Record<string, Array<{ id: number }>>;
  return body[key]![0]!.id;
}

test('every protected route answers each role as SPEC §6 says: /auth, Access Denied, or the screen (at its one address)', async ({
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
    const withIds = (pattern: string) =>
      pattern.replace(/\{(\w+)\}/, (_, key: keyof typeof ids) => String(ids[key]));
    for (const [pattern, allowed, movedTo] of routes) {
      const path = withIds(pattern);
      const signedOut = await anonymous.get(path, { maxRedirects: 0 });
      expect(signedOut.status(), `${path} signed out`).toBe(302);
      expect(signedOut.headers()['location'], `${path} signed out`).toBe('/auth');
      for (const [role, client] of Object.entries(clients) as Array<[Role, APIRequestContext]>) {
        const response = await client.get(path, { maxRedirects: 0 });
        const html = await response.text();
        if (allowed.includes(role) && movedTo) {
          expect(response.status(), `${path} as ${role}`).toBe(301);
          expect(response.headers()['location'], `${path} as ${role}`).toBe(withIds(movedTo));
          const screen = await client.get(withIds(movedTo), { maxRedirects: 0 });
          expect(screen.status(), `${path} → ${movedTo} as ${role}`).toBe(200);
          expect(await screen.text(), `${path} → ${movedTo} as ${role}`).not.toContain(
            'Access Denied',
          );
        } else if (allowed.includes(role)) {
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

/** Follows a link to `href` the way a visitor does, through Vike's client-side navigation. */
async function followLink(page: Page, href: string) {
  await page.evaluate((target) => {
    (window as unknown as { beforeNavigation?: boolean }).beforeNavigation = true;
    const link = document.createElement('a');
    link.href = target;
    link.textContent = `Older address ${target}`;
    document.querySelector('main')!.append(link);
  }, href);
  await page.getByRole('link', { name: `Older address ${href}`, exact: true }).click();
}

const pageWasKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation);

test('a link to an older address moves to the screen’s address, in the page, with its query', async ({
  page,
}) => {
  await signInAs(page, 'author');
  await gotoHydrated(page, '/admin/blog');
  await followLink(page, '/admin/content/blog/new');
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  expect(await pageWasKept(page)).toBe(true);

  await followLink(page, '/admin/content/blog?tab=tags');
  await expect(page).toHaveURL(/\/admin\/blog\?tab=tags$/);
  await expect(page.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true');
  expect(await pageWasKept(page)).toBe(true);
});

test('a link to an older address a role may not open shows Access Denied there', async ({
  page,
}) => {
  await signInAs(page, 'author');
  await gotoHydrated(page, '/admin/blog');
  await followLink(page, '/admin/content/posts/new');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/new$/);
  expect(await pageWasKept(page)).toBe(true);
});
