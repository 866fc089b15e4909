import { expect, test } from '@playwright/test';
import { gotoHydrated, scrollToHydrated } from './support';
import { axe } from './axe-check';

const pages = [
  '/blog',
  '/blog?q=zzzz-no-match',
  '/blog/post/the-real-cost-of-missed-calls',
  '/category/ai-receptionists',
  '/tag/real-estate',
  '/blog/post/no-such-post',
];

for (const width of [1280, 390]) {
  for (const url of pages) {
    test(`${url} has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, url);
      const { violations } = await axe(page).analyze();
      expect(
        violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
      ).toEqual([]);
    });
  }
}

test('the comment form has no accessibility violations when open', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'sam', password: 'reader123' },
  });
  expect(login.status()).toBe(200);
  await gotoHydrated(page, '/blog/post/the-real-cost-of-missed-calls');
  await scrollToHydrated(page, 'comments');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
  const { violations } = await axe(page).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});
