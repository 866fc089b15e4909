import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownClientAddress, sampleAccounts } from './support';

// Scripts off (blocked, failed, an old browser, a reader mode): every public form still works,
// posted to its page (src/page-forms.ts), and nothing typed ever lands in an address.
test.use({ javaScriptEnabled: false, ...ownClientAddress(import.meta.url) });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Every address the page asks for from here on, for checking that none carries what was typed. */
function addressesOf(page: Page) {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  return addresses;
}

function expectNoneContains(addresses: string[], secrets: string[]) {
  for (const secret of secrets) {
    for (const address of addresses) expect(address).not.toContain(encodeURIComponent(secret));
  }
}

/** What the staff see of the leads called `name`, through the API. */
async function leadsNamed(browser: Browser, name: string) {
  const staff = await browser.newContext();
  try {
    await staff.request.post('/api/auth/login', { data: sampleAccounts.editor });
    const answer = await staff.request.get(`/api/leads?q=${encodeURIComponent(name)}`);
    return ((await answer.json()) as { leads: Array<Record<string, unknown>> }).leads;
  } finally {
    await staff.close();
  }
}

test('signing in: a refusal keeps the username, never the password; the sample admin reaches /admin', async ({
  page,
}) => {
  const addresses = addressesOf(page);
  await page.goto('/blog/login');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password');
  // The demo pre-fill is in the page itself.
  await expect(username).toHaveValue('admin');
  await expect(password).toHaveValue('admin123');
  await username.fill('sam');
  await password.fill('not-the-Pa55word');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/blog\/login$/);
  await expect(username).toHaveValue('sam');
  await expect(password).toHaveValue('');
  expect(await page.content()).not.toContain('not-the-Pa55word');

  await username.fill('admin');
  await password.fill('admin123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expectNoneContains(addresses, ['not-the-Pa55word', 'admin123']);
});

test('registering: the field rules, then the account, and the sign-in page says so', async ({
  page,
}) => {
  const addresses = addressesOf(page);
  const username = `nojs${unique()}`;
  await page.goto('/blog/register');
  await page.getByLabel('Username*').fill('ab');
  await page.getByLabel('Email Address*').fill(`${username}@example.com`);
  await page.getByLabel('Password*').fill('Sh0rt');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username*')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email Address*')).toHaveValue(`${username}@example.com`);
  await expect(page.getByLabel('Password*')).toHaveValue('');

  await page.getByLabel('Username*').fill(username);
  await page.getByLabel('Full Name (Optional)').fill('Nora Noscript');
  await page.getByLabel('Password*').fill('a-good-Pa55word');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/blog\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account has been created successfully. You can now log in.',
  );
  expectNoneContains(addresses, [`${username}@example.com`, 'Nora Noscript', 'a-good-Pa55word']);
});

test('a lead: the reasons beside the fields, then thanks, back at the form', async ({
  page,
  browser,
}) => {
  const addresses = addressesOf(page);
  const name = `No Script ${unique()}`;
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone (optional)').fill('(555) 010-0142');
  await form.getByLabel('How can we help?').fill('We miss calls at lunch.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('How can we help?')).toHaveValue('We miss calls at lunch.');

  await form.getByLabel('Email').fill('noscript@example.test');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  await expect(page).toHaveURL(/\/contact#contact/);
  expectNoneContains(addresses, [name, 'noscript@example.test', '(555) 010-0142']);

  const leads = await leadsNamed(browser, name);
  expect(leads).toEqual([
    expect.objectContaining({
      email: 'noscript@example.test',
      status: 'new',
      sourcePath: '/contact',
      landingPath: '/contact',
    }),
  ]);
});

test('a comment: signed in through the form, posted for moderation, back at the comments', async ({
  page,
}) => {
  const addresses = addressesOf(page);
  await page.goto('/auth');
  await page.getByLabel('Username').fill('jordan');
  await page.getByLabel('Password').fill('reader123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/blog/post/speed-to-lead-the-first-five-minutes');
  const comments = page.locator('#comments');
  const text = `Read without scripts. (${unique()})`;
  await comments.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page).toHaveURL(/\/blog\/post\/speed-to-lead-the-first-five-minutes#comments$/);
  await expect(comments.getByRole('status')).toHaveText(
    'Thanks! Your comment is awaiting moderation and will appear once it is approved.',
  );
  expectNoneContains(addresses, [text, 'reader123']);
});

test('searching the blog, a GET form of its own', async ({ page }) => {
  await page.goto('/blog');
  const box = page.getByPlaceholder('Search posts...');
  await box.fill('invoice');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=invoice$/);
  await expect(page.getByRole('status')).toHaveText('2 posts matching “invoice”');
  await expect(box).toHaveValue('invoice');
});

test('the ROI calculator works it out on the server and keeps the figures', async ({ page }) => {
  await page.goto('/');
  const calculator = page.getByRole('form', { name: 'ROI calculator' });
  await calculator.getByLabel('Primary Industry').selectOption('real_estate');
  await calculator.getByLabel('Daily Calls').fill('50');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/#roi-calculator$/);
  await expect(calculator.getByLabel('Daily Calls')).toHaveValue('50');
  await expect(calculator.getByLabel('Primary Industry')).toHaveValue('real_estate');
  const results = page.getByTestId('roi-results');
  await expect(results).toBeVisible();
  // 50 calls, 30% missed, 4% converted at $500, 260 days a year.
  await expect(results.locator('[data-result="potentialRevenue"]')).toHaveText('$78,000');
});
