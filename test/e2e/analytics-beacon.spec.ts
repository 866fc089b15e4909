import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownClientAddress, scrollToHydrated, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

/** Every analytics event the page sends, as the server receives it. */
function recordBeacons(page: Page) {
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events' && request.method() === 'POST') {
      sent.push(JSON.parse(request.postData() ?? 'null') as Record<string, unknown>);
    }
  });
  return sent;
}

test('an anonymous page view is counted without the page starting its scripts: path, campaign, referrer site, width class', async ({
  page,
}) => {
  const sent = recordBeacons(page);
  await page.goto('/landing?utm_source=newsletter&utm_campaign=spring&utm_medium=email', {
    referer: 'https://news.example.org/issue/12?reader=42',
  });
  await expect.poll(() => sent).toHaveLength(1);
  expect(sent[0]).toEqual({
    name: 'pageview',
    path: '/landing',
    width: 'desktop',
    referrer: 'https://news.example.org',
    utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
  });
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
  expect(await page.context().cookies()).toEqual([]);
  // Another page of the site: no campaign (not in its address) and no referrer (our own).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pricing');
  await expect.poll(() => sent).toHaveLength(2);
  expect(sent[1]).toEqual({ name: 'pageview', path: '/pricing', width: 'mobile' });
});

test('pages reached by the client router count too, once each', async ({ page }) => {
  const sent = recordBeacons(page);
  await gotoHydrated(page, '/blog');
  await expect.poll(() => sent.length).toBe(1);
  await page.getByRole('main').getByRole('link', { name: 'Read More' }).first().click();
  await expect(page).not.toHaveURL(/\/blog$/);
  const postPath = new URL(page.url()).pathname;
  await expect.poll(() => sent.map((event) => event.path)).toEqual(['/blog', postPath]);
});

test('a sign-up link click, the calculator first used and a sent lead are counted', async ({
  page,
  context,
}) => {
  const sent = recordBeacons(page);
  const names = () => sent.map((event) => event.name);
  // The app's sign-up page opens in a new tab; it is not this site's to serve here.
  await context.route('https://app.example.com/**', (route) => route.fulfill({ body: 'Sign up' }));
  await page.goto('/landing');
  const opening = context.waitForEvent('page');
  await page.getByRole('link', { name: /Get Started with Essential/ }).click();
  await (await opening).close();
  await expect.poll(names).toEqual(['pageview', 'signup_click']);

  await gotoHydrated(page, '/');
  const calculator = await scrollToHydrated(page, 'unlock-roi');
  await calculator.getByLabel('Primary Industry').selectOption({ index: 1 });
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByTestId('roi-results')).toBeVisible();
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect.poll(names).toEqual(['pageview', 'signup_click', 'pageview', 'calculator']);

  await gotoHydrated(page, '/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Counted Lead');
  await form.getByLabel('Email').fill('counted@example.test');
  await form.getByLabel('How can we help?').fill('Counting.');
  await page.waitForFunction(() => performance.now() > 3_200);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  await expect
    .poll(() => sent.at(-1))
    .toEqual({
      name: 'lead',
      kind: 'contact',
      path: '/contact',
      width: 'desktop',
    });
});

test('staff are not counted, nor a browser that asks not to be tracked', async ({
  page,
  browser,
}) => {
  const sent = recordBeacons(page);
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/landing');
  await gotoHydrated(page, '/admin');
  const reader = await browser.newContext();
  try {
    const privatePage = await reader.newPage();
    const privateSent = recordBeacons(privatePage);
    await privatePage.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await privatePage.goto('/landing');
    await expect(privatePage.locator('html')).toHaveAttribute('data-analytics', 'on');
    expect(privateSent).toEqual([]);
  } finally {
    await reader.close();
  }
  expect(sent).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-analytics');
});

test('a signed-in reader is counted once the page has hydrated (no loader on their pages)', async ({
  page,
}) => {
  const sent = recordBeacons(page);
  await signInAs(page, 'user');
  await gotoHydrated(page, '/blog');
  await expect.poll(() => sent).toEqual([{ name: 'pageview', path: '/blog', width: 'desktop' }]);
  await expect(page.locator('html')).not.toHaveAttribute('data-scripts');
});
