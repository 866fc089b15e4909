import { expect, type Locator, type Page } from '@playwright/test';

/** The control a visitor reaches for first on a page waiting for its scripts (see `hydrate`). */
export const firstControl = 'header button[aria-haspopup="dialog"], main button, main input';

/**
 * Waits until React has hydrated the open page, so clicks reach their handlers. A page served to
 * an anonymous visitor starts its scripts only when they are first needed
 * (docs/decisions/0028-cached-pages-start-scripts-when-needed.md):
 * then this tells the page that a control was reached for (a focus event on one of the header's
 * dialog buttons, or else on the page's first button or field), as a visitor's pointer or
 * keyboard would, without moving either. The browser tests in `scripts-on-demand.spec.ts` reach
 * for controls the real way.
 */
export async function hydrate(page: Page) {
  if ((await page.locator('html[data-scripts="on-demand"]').count()) > 0) {
    await page.locator(firstControl).first().dispatchEvent('focusin');
  }
  await page.locator('body[data-hydrated="true"]').waitFor();
}

/**
 * Holds back the page's entry script until `release` is called, so what a visitor does meanwhile
 * happens before the page can hydrate, however fast the server.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entries/entry-client-routing*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page and waits until React has hydrated it (see `hydrate`). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrate(page);
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

/**
 * A client address of the spec's own (the test server trusts `X-Forwarded-For` from loopback), so
 * that the spec files sending leads do not share the 20-leads-an-hour allowance of one address
 * and refuse each other's leads, and the analytics specs count visitors of their own.
 * `test.use(ownClientAddress(import.meta.url))` in such a file.
 */
export function ownClientAddress(specUrl: string) {
  let hash = 0;
  for (const character of specUrl.split('/').pop() ?? specUrl) {
    hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  }
  // 198.18.0.0/15 is set aside for tests of network devices (RFC 2544).
  const address = `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255}`;
  return { extraHTTPHeaders: { 'X-Forwarded-For': address } };
}

/**
 * Presses Restore on a revision's row of the History dialog and waits for the server's answer,
 * which must be 201. The restore is a write that may queue behind other tests' writes on the test
 * server's one database connection: it is awaited for as long as the test may take, and a refusal
 * shows as its status rather than as a dialog that stays open.
 */
export async function restoreRevision(row: Locator) {
  const restoring = row
    .page()
    .waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/restore'),
    );
  await row.getByRole('button', { name: /^Restore/ }).click();
  expect((await restoring).status()).toBe(201);
}
