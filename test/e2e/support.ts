import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('body[data-hydrated="true"]').waitFor();
  return response;
}

/** The server's public origin for absolute links: SITE_URL, else localhost on its port. */
export function siteOrigin(baseURL: string | undefined) {
  return process.env.SITE_URL ?? `http://localhost:${new URL(baseURL!).port}`;
}
