import { expect, test, type Page } from '@playwright/test';
import { seededPosts } from './blog-fixtures';
import { gotoHydrated, scrollToHydrated } from './support';

const post = '/blog/post/the-real-cost-of-missed-calls';
const postTitle = 'The Real Cost of a Missed Call (and How to Calculate Yours)';

/** Console errors, where React reports a page whose HTML does not match what it hydrates. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a post opened with tracking parameters hydrates and works', async ({ page }) => {
  const errors = consoleErrors(page);
  const url = `${post}?utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc`;
  const response = await gotoHydrated(page, url);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);

  const comments = await scrollToHydrated(page, 'comments');
  const toggle = comments.getByRole('button', { name: 'Add Comment' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(comments).toContainText('Sign in to join the conversation.');

  // Client-side navigation still works from the page: no full load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page
    .locator('main article')
    .first()
    .getByRole('link', { name: 'AI Receptionists' })
    .click();
  await expect(page).toHaveURL(/\/category\/ai-receptionists$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI Receptionists');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('/blog?page=2 with tracking parameters shows page 2, from the same cache entry in any order', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  const titles = page.locator('main article h2');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await gotoHydrated(page, '/blog?page=2&utm_source=x');
  await expect(titles).toHaveText(seededPosts.slice(6, 12));
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await expect
    .poll(async () => {
      await request.get('/blog?page=2');
      const junk = Math.random().toString(36).slice(2);
      return (await request.get(`/blog?fbclid=${junk}&page=2&x=1`)).headers()['x-render-cache'];
    })
    .toBe('hit');

  // The page's data for client navigation drops the junk too.
  await pager.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(titles).toHaveText(seededPosts.slice(0, 6));
  expect(errors).toEqual([]);
});

test('200 requests with made-up query strings share the clean page, which stays cached', async ({
  request,
}) => {
  const clean = '/blog/post/how-to-measure-the-roi-of-an-ai-receptionist';
  const junk = () =>
    `${clean}?x=${Math.random().toString(36).slice(2)}&utm_source=${Math.floor(Math.random() * 1e9)}`;
  const cacheState = async (url: string) =>
    (await request.get(url, { maxRedirects: 0 })).headers()['x-render-cache'];

  // Other tests write content meanwhile, and each write empties the cache: try until one burst
  // falls between two writes. Before query strings were normalised, every burst was all misses.
  await expect
    .poll(
      async () => {
        if ((await cacheState(clean)) !== 'hit') return 'clean page not cached yet';
        const burst = await Promise.all(Array.from({ length: 200 }, () => cacheState(junk())));
        const hits = burst.filter((state) => state === 'hit').length;
        return `${hits} of 200 junk requests were hits; clean page: ${await cacheState(clean)}`;
      },
      { timeout: 20_000 },
    )
    .toBe('200 of 200 junk requests were hits; clean page: hit');

  const html = await (await request.get(junk())).text();
  expect(html).toContain('How to Measure the ROI of an AI Receptionist');
});
