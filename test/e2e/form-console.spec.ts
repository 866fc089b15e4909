import { expect, test, type Page } from '@playwright/test';
import { signIn } from './blog-fixtures';
import { gotoHydrated, ownClientAddress, scrollToHydrated, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

/*
 * Every form validates with zod in the browser. Under our CSP (no 'unsafe-eval') zod must not
 * compile validators with `new Function`, nor even probe whether it may: Chromium reports the
 * attempt as an error and a `securitypolicyviolation` event.
 */

/** Collects console errors, page errors and CSP violations from here on. */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) =>
    problems.push(`CSP violation: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return problems;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("the home page's Book a Call form", async ({ page }) => {
  const problems = await watchConsole(page);
  await gotoHydrated(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Book a Call' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Request a Call' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Pat Doe');
  await dialog.getByLabel('Email').fill('pat@example.com');
  await dialog.getByLabel('Phone').fill('(555) 010-0123');
  await dialog.getByRole('button', { name: 'Request a Call' }).click();
  await expect(dialog.getByRole('status')).toContainText('We received your request');
  expect(problems).toEqual([]);
});

test('the /contact lead form', async ({ page }) => {
  const problems = await watchConsole(page);
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Name').fill('Jamie Rivera');
  await form.getByLabel('Email').fill('jamie@example.test');
  await form.getByLabel('How can we help?').fill('We miss calls on Saturdays.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  expect(problems).toEqual([]);
});

test('the /blog/login form', async ({ page }) => {
  const problems = await watchConsole(page);
  await gotoHydrated(page, '/blog/login');
  await page.getByLabel('Username').fill('');
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  // A staff account: this screen goes on to /admin, which a reader may not open.
  await page.getByLabel('Username').fill('editor');
  await page.getByLabel('Password').fill('editor123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  expect(problems).toEqual([]);
});

test('the /blog/register form', async ({ page }) => {
  const problems = await watchConsole(page);
  await gotoHydrated(page, '/blog/register');
  await page.getByLabel('Username*').fill('ab');
  await page.getByLabel('Password*').fill('12345');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  const username = `reader${unique()}`;
  await page.getByLabel('Username*').fill(username);
  await page.getByLabel('Email Address*').fill(`${username}@example.com`);
  await page.getByLabel('Password*').fill('a-good-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/blog\/login$/);
  expect(problems).toEqual([]);
});

test('the /auth sign-in form', async ({ page }) => {
  const problems = await watchConsole(page);
  await gotoHydrated(page, '/auth');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Username').fill('author');
  await page.getByLabel('Password').fill('author123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(problems).toEqual([]);
});

test("a post's comment form, for a signed-in reader", async ({ page }) => {
  const problems = await watchConsole(page);
  await signIn(page.request, 'jordan', 'reader123');
  await gotoHydrated(page, '/blog/post/speed-to-lead-the-first-five-minutes');
  await scrollToHydrated(page, 'comments');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const field = page.getByRole('textbox', { name: 'Your comment' });
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(field).toBeFocused();
  await field.fill(`Five minutes is generous for us. (${unique()})`);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an admin dialog's form (new user)", async ({ page }) => {
  const problems = await watchConsole(page);
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/users');
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Username').fill('ab');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Staff passwords must be at least 10 characters')).toBeVisible();
  const username = `staff_${unique()}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(`${username}@example.com`);
  await dialog.getByLabel('Password').fill('tulip-harbour-42');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();
  expect(problems).toEqual([]);
});
