import { expect, test, type Page } from '@playwright/test';
import { holdScripts, ownClientAddress, sampleAccounts, signInAs } from './support';

// What a visitor types, or clears, before a page's scripts have started is what its form sends.
// Anonymous pages start their scripts on demand and give the fields back after hydration
// (src/middleware/defer-scripts.ts); signed-in pages are streamed without that loader, so there
// the forms themselves keep what the fields hold (views/hooks/use-typed-values.ts).
test.use({ viewport: { width: 1280, height: 800 }, ...ownClientAddress(import.meta.url) });

/** The JSON body of the next POST the page sends to `path`. */
async function nextPost(page: Page, path: string) {
  const sent = await page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
  return sent.postDataJSON() as Record<string, unknown>;
}

async function expectWaiting(page: Page) {
  await expect(page.locator('body')).not.toHaveAttribute('data-hydrated');
}

async function hydrated(page: Page) {
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('/blog/login', () => {
  test('the pre-fill is in the fields from the start, and what replaces it is what signs in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/blog/login');
    const username = page.getByLabel('Username');
    await expect(username).toHaveValue('admin');
    await username.click();
    await username.press('ControlOrMeta+a');
    await username.pressSequentially('sam');
    await page.getByLabel('Password').fill('reader123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectWaiting(page);
    const sent = nextPost(page, '/api/auth/login');
    release();
    expect(await sent).toEqual({ username: 'sam', password: 'reader123' });
  });

  test('cleared before the scripts start, both fields are asked for and nothing is sent', async ({
    page,
  }) => {
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) signIns.push(request.url());
    });
    const release = await holdScripts(page);
    await page.goto('/blog/login');
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectWaiting(page);
    release();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('');
    expect(signIns).toEqual([]);
  });

  test('untouched, Login sends the pre-fill as shown', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/blog/login');
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();
    await expect(login).toHaveAttribute('aria-busy', 'true');
    const sent = nextPost(page, '/api/auth/login');
    release();
    expect(await sent).toEqual(sampleAccounts.admin);
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  test('signed in, on a streamed page, what was typed before hydration is sent', async ({
    page,
  }) => {
    await signInAs(page, 'user');
    const release = await holdScripts(page);
    // A streamed page's load waits for its scripts.
    await page.goto('/blog/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill('editor');
    await page.getByLabel('Password').fill('editor123');
    await expectWaiting(page);
    release();
    await hydrated(page);
    const sent = nextPost(page, '/api/auth/login');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await sent).toEqual(sampleAccounts.editor);
  });
});

test('/auth and /blog/register send what was typed before their scripts started', async ({
  page,
}) => {
  let release = await holdScripts(page);
  await page.goto('/auth');
  await page.getByLabel('Username').fill('author');
  await page.getByLabel('Password').fill('author123');
  await page.getByLabel('Password').press('Enter');
  await expectWaiting(page);
  let sent = nextPost(page, '/api/auth/login');
  release();
  expect(await sent).toEqual(sampleAccounts.author);
  await page.waitForURL((url) => url.pathname === '/');

  await page.context().clearCookies();
  await page.unrouteAll();
  release = await holdScripts(page);
  const username = `early${Date.now().toString(36)}`;
  await page.goto('/blog/register');
  await page.getByLabel('Username*').fill(username);
  await page.getByLabel('Email Address*').fill(`${username}@example.com`);
  await page.getByLabel('Full Name (Optional)').fill('Eli Early');
  await page.getByLabel('Password*').fill('typed-early');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectWaiting(page);
  sent = nextPost(page, '/api/auth/register');
  release();
  expect(await sent).toEqual({
    username,
    email: `${username}@example.com`,
    fullName: 'Eli Early',
    password: 'typed-early',
  });
});

for (const visitor of ['anonymous', 'signed in'] as const) {
  test(`the /contact lead form sends what was typed before its scripts started (${visitor})`, async ({
    page,
  }) => {
    if (visitor === 'signed in') await signInAs(page, 'user');
    const release = await holdScripts(page);
    // A streamed page's load waits for its scripts.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Early Bird');
    await form.getByLabel('Email').fill('early@example.test');
    await form.getByLabel('How can we help?').fill('Typed before the scripts.');
    await expectWaiting(page);
    release();
    await expect(form.locator('form')).toHaveAttribute('data-hydrated', 'true');
    const sent = nextPost(page, '/api/leads');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await sent).toMatchObject({
      kind: 'contact',
      name: 'Early Bird',
      email: 'early@example.test',
      message: 'Typed before the scripts.',
    });
    await expect(form.getByRole('status')).toContainText('Thank you!');
  });
}

test('signed in, the blog search looks for what was typed before hydration', async ({ page }) => {
  await signInAs(page, 'user');
  const release = await holdScripts(page);
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  const box = page.getByPlaceholder('Search posts...');
  await box.fill('invoice');
  await expectWaiting(page);
  release();
  await expect(page).toHaveURL(/\/blog\?q=invoice$/);
  await expect(page.getByRole('status')).toHaveText('2 posts matching “invoice”');
  await expect(box).toHaveValue('invoice');
});

test('the calculator works with the figures typed before its scripts started', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/');
  const calculator = page.locator('#unlock-roi');
  await calculator.scrollIntoViewIfNeeded();
  await calculator.getByLabel('Daily Calls').fill('50');
  await calculator.getByLabel('Staff Hourly Cost').fill('40');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expectWaiting(page);
  release();
  // No industry chosen: the calculator asks for one, with the figures as typed.
  await expect(calculator.getByRole('alert')).toHaveText(
    'Please select your primary industry before calculating results.',
  );
  await calculator.getByLabel('Primary Industry').selectOption('real_estate');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByLabel('Daily Calls')).toHaveValue('50');
  // 50 calls, 30% missed, 2.5% converted at $500, 260 days a year; 3 people 1.5 hours a day at $40.
  await expect(calculator.locator('[data-result="potentialRevenue"]')).toHaveText('$48,750');
  await expect(calculator.locator('[data-result="costSavings"]')).toHaveText('$46,800');
});
