import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, sampleAccounts } from './support';

const tagline = 'Small Business Automation. Big Business Results.';

/** The landing sections in the order SPEC §2 gives (with #pricing after the calculator). */
const sectionOrder = [
  'home',
  'partners',
  'why-ai',
  'solutions',
  'meet-ava',
  'unlock-roi',
  'pricing',
  'author',
  'industries',
  'as-seen-on',
  'results',
  'get-started',
  'booking',
];

const sectionIds = (page: Page) =>
  page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));

test('the server renders the whole landing page before any JavaScript runs', async ({
  request,
  browser,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(tagline);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline);
  await expect(page.getByRole('link', { name: 'Start Saving Time Today →' })).toHaveAttribute(
    'href',
    '#booking',
  );
  await expect(page.getByRole('link', { name: 'See How Ava Works for You →' })).toHaveAttribute(
    'href',
    '#meet-ava',
  );
  expect(await sectionIds(page)).toEqual(sectionOrder);
  // Nothing is hidden for a later animation when no script runs.
  await page.locator('#booking').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('heading', { name: 'Schedule Your Free AI Strategy Call' }),
  ).toBeVisible();
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  await context.close();
});

test('every section is on the page once, in the spec order, after hydration too', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  expect(await sectionIds(page)).toEqual(sectionOrder);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the hero buttons scroll to the booking and Meet Ava sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  await expect(page.getByText('Ava answers your calls 24/7')).toBeVisible();
  await page.getByRole('link', { name: 'Start Saving Time Today →' }).click();
  await expect(page).toHaveURL(/\/#booking$/);
  await expect(page.locator('#booking')).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'See How Ava Works for You →' }).click();
  await expect(page).toHaveURL(/\/#meet-ava$/);
  await expect(page.locator('#meet-ava')).toBeInViewport();
});

test('opening /#results scrolls to the results', async ({ page }) => {
  await gotoHydrated(page, '/#results');
  await expect(page.locator('#results')).toBeInViewport();
  await expect(page.locator('#home')).not.toBeInViewport();
});

test('sections below the fold animate in once they scroll into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  const results = page.locator('[data-reveal]').filter({ has: page.locator('#results') });
  await expect(results).toHaveAttribute('data-reveal', 'pending');
  await expect(results).toHaveCSS('opacity', '0');
  await page.locator('#results').scrollIntoViewIfNeeded();
  await expect(results).toHaveAttribute('data-reveal', 'shown');
  await expect(results).toHaveCSS('opacity', '1');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden or animated', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    await expect(page.locator('#results')).toBeVisible();
  });
});

test('a section loads its code only as it nears the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  const booking = page.locator('#booking');
  await expect(booking).not.toHaveAttribute('data-hydrated', 'true');
  await booking.scrollIntoViewIfNeeded();
  await expect(booking).toHaveAttribute('data-hydrated', 'true');
});

test('the page hydrates: the mobile menu opens and closes, with no console errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  // Every section loads and hydrates without a mismatch.
  await page.locator('#booking').scrollIntoViewIfNeeded();
  await expect(page.locator('#booking')).toHaveAttribute('data-hydrated', 'true');
  // CSP violations (a script without the nonce) surface as console errors.
  expect(problems).toEqual([]);
});

test('a cached page allows exactly its inline scripts by hash; a signed-in page by nonce', async ({
  request,
  playwright,
  baseURL,
}) => {
  const anonymous = await request.get('/');
  const policy = anonymous.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain("'nonce-");
  const html = await anonymous.text();
  expect(html).not.toContain('nonce=');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , content] of inline) {
    expect(policy).toContain(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
  }

  const editor = await playwright.request.newContext({ baseURL });
  try {
    await editor.post('/api/auth/login', { data: sampleAccounts.editor });
    const signedIn = await editor.get('/');
    const nonce = signedIn.headers()['content-security-policy']?.match(/'nonce-([\w-]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await signedIn.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  } finally {
    await editor.dispose();
  }
});

test('health check answers', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
});
