import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, scrollToHydrated } from './support';
import { axe } from './axe-check';

/** Scrolls through the page so every section loads, hydrates and finishes animating in. */
async function settle(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(page.locator('main section[id]:not([data-hydrated="true"]):not(#home)')).toHaveCount(
    0,
  );
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  // The reveal transition lasts 700 ms.
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`the landing page has no axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: width!, height: height! });
    await gotoHydrated(page, '/');
    await settle(page);
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);
  });
}

test('the open video dialog has no axe violations', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = await scrollToHydrated(page, 'meet-ava');
  await section.getByRole('button', { name: 'Let Ava Show You What She Can Do' }).click();
  await expect(page.getByRole('dialog').getByTestId('ava-video').locator('img')).toBeVisible();
  const results = await axe(page).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
