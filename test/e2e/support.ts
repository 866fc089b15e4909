import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('body[data-hydrated="true"]').waitFor();
  return response;
}
