import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('body[data-hydrated="true"]').waitFor();
  return response;
}

/**
 * Scrolls a part that hydrates near the viewport (a landing section, a post's comments, the
 * footer) into view and waits until its code has loaded and hydrated it.
 */
export async function scrollToHydrated(page: Page, id: string) {
  const part = page.locator(`#${id}`);
  await part.scrollIntoViewIfNeeded();
  await expect(part).toHaveAttribute('data-hydrated', 'true');
  return part;
}

/** The server's public origin for absolute links: SITE_URL, else localhost on its port. */
export function siteOrigin(baseURL: string | undefined) {
  return process.env.SITE_URL ?? `http://localhost:${new URL(baseURL!).port}`;
}

/** The seeded sample accounts (seeds/01_users.ts), one per role. */
export const sampleAccounts = {
  admin: { username: 'admin', password: 'admin123' },
  editor: { username: 'editor', password: 'editor123' },
  author: { username: 'author', password: 'author123' },
  user: { username: 'sam', password: 'reader123' },
} as const;

/** Signs the page's browser context in as a sample account through the API. */
export async function signInAs(page: Page, role: keyof typeof sampleAccounts) {
  const response = await page.request.post('/api/auth/login', { data: sampleAccounts[role] });
  if (response.status() !== 200) {
    throw new Error(`Signing in as ${role} answered ${response.status()}`);
  }
}
