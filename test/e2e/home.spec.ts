import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

const tagline = 'Small Business Automation. Big Business Results.';

test('the server renders the hero before any JavaScript runs', async ({ request, browser }) => {
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
  await context.close();
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
  // CSP violations (a script without the nonce) surface as console errors.
  expect(problems).toEqual([]);
});

test('every script on the page carries the response nonce', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = policy.match(/'nonce-([\w-]+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test('health check answers', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
});
