import { expect, test } from '@playwright/test';
import { gotoHydrated, signInAs } from './support';

test('a signed-out visitor asking for an admin page is sent to /auth with a 302', async ({
  request,
}) => {
  for (const path of ['/admin', '/admin/blog', '/admin/users', '/admin/blog/posts/edit/1']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/auth');
  }
});

test('client-side navigation to an admin page is refused on the server too', async ({ page }) => {
  await gotoHydrated(page, '/blog');
  const json = await page.request.get('/admin/blog/index.pageContext.json');
  expect(await json.text()).toContain('/auth');
  expect(await json.text()).not.toContain('Manage your blog content here');
});

test('a reader sees Access Denied with 403, their name and role and the required roles', async ({
  page,
}) => {
  await signInAs(page, 'user');
  const response = await gotoHydrated(page, '/admin/blog');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Required roles: admin, editor, or author')).toBeVisible();
  await expect(page.getByText('sam', { exact: true })).toBeVisible();
  await expect(page.getByText('user', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
  await expect(page).toHaveTitle(/^Access Denied \|/);
  // The public header is not part of the admin look.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('an author is refused the admin-only and editor pages, with their required roles', async ({
  page,
}) => {
  await signInAs(page, 'author');
  const users = await gotoHydrated(page, '/admin/users');
  expect(users?.status()).toBe(403);
  await expect(page.getByText('Required roles: admin', { exact: true })).toBeVisible();
  const overview = await page.goto('/admin');
  expect(overview?.status()).toBe(403);
  await expect(page.getByText('Required roles: admin or editor', { exact: true })).toBeVisible();
});

test('an author is refused the leads, which hold personal data, and has no link to them', async ({
  page,
}) => {
  await signInAs(page, 'author');
  const leads = await gotoHydrated(page, '/admin/leads');
  expect(leads?.status()).toBe(403);
  await expect(page.getByText('Required roles: admin or editor', { exact: true })).toBeVisible();
  const api = await page.request.get('/api/leads');
  expect(api.status()).toBe(403);

  await gotoHydrated(page, '/admin/blog');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Tasks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
});

test('Go Back returns to the previous page and Logout signs out to /auth', async ({ page }) => {
  await signInAs(page, 'user');
  await gotoHydrated(page, '/blog');
  await page.goto('/admin/blog');
  await page.locator('body[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await gotoHydrated(page, '/admin/blog');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});

test('staff reach the dashboard in the admin look, with the links their role allows', async ({
  page,
}) => {
  await signInAs(page, 'author');
  const response = await gotoHydrated(page, '/admin/blog');
  expect(response?.status()).toBe(200);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Tasks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // An answer to the author's page still on its way renews the author's cookie: once it lands
  // after the admin's sign-in, the next page is the author's again (seen under CI's load).
  await page.waitForLoadState('networkidle');
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/blog');
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
});

test('the legacy /blog/admin paths answer 301 to the same path under /admin/blog', async ({
  request,
}) => {
  const paths = [
    ['/blog/admin', '/admin/blog'],
    ['/blog/admin/posts/new', '/admin/blog/posts/new'],
    ['/blog/admin/posts/edit/7', '/admin/blog/posts/edit/7'],
    ['/blog/admin/categories/new', '/admin/blog/categories/new'],
    ['/blog/admin/categories/edit/3', '/admin/blog/categories/edit/3'],
    ['/blog/admin/tags/new', '/admin/blog/tags/new'],
    ['/blog/admin/tags/edit/2', '/admin/blog/tags/edit/2'],
  ];
  for (const [from, to] of paths) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});
