import { expect, test, type Page } from '@playwright/test';
import { seededPosts, signIn } from './blog-fixtures';
import { gotoHydrated, hydrate } from './support';

const postTitles = (page: Page) => page.locator('main article h2');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test('the blog lists the newest posts with author, date, categories, excerpt and links', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog');
  await expect(page).toHaveTitle('Blog | Ava Automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ava Automation Blog');
  await expect(postTitles(page)).toHaveText(seededPosts.slice(0, 6));

  const first = page.locator('main article').first();
  await expect(first.getByRole('link', { name: seededPosts[0], exact: true })).toHaveAttribute(
    'href',
    '/blog/post/open-house-follow-up-automation-for-agents',
  );
  await expect(first).toContainText('By Avery Brooks');
  await expect(first.locator('time')).toHaveText('November 16, 2026');
  await expect(first.locator('time')).toHaveAttribute('datetime', '2026-11-16T14:00:00.000Z');
  const categories = first.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(categories).toHaveText(['Business Automation', 'Small Business Growth']);
  await expect(categories.first()).toHaveAttribute('href', '/category/business-automation');
  await expect(first).toContainText('Most open house visitors never hear from the agent again.');
  const readMore = first.getByRole('link', { name: `Read More about ${seededPosts[0]}` });
  await expect(readMore).toHaveText(/^Read More/);
  await expect(readMore).toHaveAttribute('href', '/open-house-follow-up-automation-for-agents');

  // Authors with a full name show it; the second post is the admin's.
  await expect(page.locator('main article').nth(1)).toContainText('By Alex Morgan');
  await expect(page.locator('main article').nth(1).locator('time')).toHaveText('October 27, 2026');
});

test('/news shows the same list', async ({ page }) => {
  const response = await gotoHydrated(page, '/news');
  expect(response?.status()).toBe(200);
  await expect(postTitles(page)).toHaveText(seededPosts.slice(0, 6));
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/news?page=2',
  );
});

/**
 * How many blog pages there are now. Other tests publish posts of their own (dated 2020, after
 * every sample post), so the count is read rather than assumed; the sample posts' places are not.
 */
async function pageCount(page: Page) {
  const response = await page.request.get('/api/posts?limit=1');
  const { total } = (await response.json()) as { total: number };
  return Math.ceil(total / 6);
}

const numbered = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

test('paging moves through Previous, the numbered pages and Next', async ({ page }) => {
  const nav = pager(page);
  // Reload until the page and the count agree: a post published meanwhile adds a page.
  await expect(async () => {
    await gotoHydrated(page, '/blog');
    const count = await pageCount(page);
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveText(numbered(count), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(postTitles(page)).toHaveText(seededPosts.slice(6, 12));
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/blog\?page=3$/);
  await expect(postTitles(page).nth(0)).toHaveText(seededPosts[12]);
  await expect(postTitles(page).nth(1)).toHaveText(seededPosts[13]);

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(postTitles(page).first()).toHaveText(seededPosts[6]);

  const last = await pageCount(page);
  await gotoHydrated(page, `/blog?page=${last}`);
  await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
});

test('a page number out of range shows the nearest real page', async ({ page }) => {
  await expect(async () => {
    const last = await pageCount(page);
    const response = await page.goto('/blog?page=99');
    expect(response?.status()).toBe(200);
    await expect(pager(page).getByRole('link', { name: `Page ${last}` })).toHaveAttribute(
      'aria-current',
      'page',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  for (const param of ['0', '-2', 'two']) {
    const response = await page.goto(`/blog?page=${param}`);
    expect(response?.status(), param).toBe(200);
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(postTitles(page).first()).toHaveText(seededPosts[0]);
  }
});

test('search shows results as you type and keeps them in the address', async ({ page }) => {
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/blog');
  const box = page.getByPlaceholder('Search posts...');
  await box.pressSequentially('invoice', { delay: 40 });
  await expect(page).toHaveURL(/\/blog\?q=invoice$/);
  await expect(postTitles(page)).toHaveText([seededPosts[5], seededPosts[6]]);
  await expect(page.getByRole('status')).toHaveText('2 posts matching “invoice”');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('invoice');

  await box.fill('tenants');
  await expect(page).toHaveURL(/\/blog\?q=tenants$/);
  await expect(postTitles(page)).toHaveText([seededPosts[8]]);
  await expect(page.getByRole('status')).toHaveText('1 post matching “tenants”');

  // The server reads ?q= too, so the address alone gives the same results.
  await page.reload();
  await hydrate(page);
  await expect(box).toHaveValue('tenants');
  await expect(postTitles(page)).toHaveText([seededPosts[8]]);

  // Each keystroke replaced the address instead of adding history: Back leaves the blog.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a search without results offers to clear it', async ({ page }) => {
  await gotoHydrated(page, '/blog?q=missed');
  const box = page.getByPlaceholder('Search posts...');
  await expect(box).toHaveValue('missed');
  await box.fill('xylophone quasar');
  await expect(page).toHaveURL(/\/blog\?q=xylophone\+quasar$/);
  await expect(page.getByText('No posts found.')).toBeVisible();
  await expect(postTitles(page)).toHaveCount(0);
  await expect(pager(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(box).toHaveValue('');
  await expect(postTitles(page)).toHaveText(seededPosts.slice(0, 6));
});

test('paging keeps the search', async ({ page }) => {
  await gotoHydrated(page, '/blog?q=calls');
  const next = pager(page).getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/blog?q=calls&page=2');
});

test('Quick Actions show only for staff', async ({ page }) => {
  await gotoHydrated(page, '/blog');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);

  await signIn(page.request, 'sam', 'reader123');
  await gotoHydrated(page, '/blog');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);

  await signIn(page.request, 'author', 'author123');
  await gotoHydrated(page, '/blog');
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await expect(sidebar.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/admin/blog',
  );
  await expect(sidebar.getByRole('link', { name: 'New Post' })).toHaveAttribute(
    'href',
    '/blog/admin/posts/new',
  );
});
