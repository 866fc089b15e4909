import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support';
import { axe } from './axe-check';

/** Holds the next call to `path` for a moment, so the busy state of its button can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

const unique = () => `reader${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('/auth', () => {
  test('shows the login tab, the side panel and the field messages', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to access the Ava Automation dashboard')).toBeVisible();
    for (const item of ['Content Management', 'Role-Based Access', 'Community Engagement']) {
      await expect(page.getByRole('heading', { name: item })).toBeVisible();
    }
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a refused sign-in shows the Login failed toast and stays', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Login failed' });
    await expect(toast).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an editor goes to the home page, reading Logging in... meanwhile', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await slowDown(page, '/api/auth/login');
    await page.getByLabel('Username').fill('editor');
    await page.getByLabel('Password').fill('editor123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed in now, so /auth sends the visitor home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin goes to /admin', async ({ page }) => {
    await gotoHydrated(page, '/auth');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
});

test.describe('/blog/login', () => {
  test('comes pre-filled with the sample admin account and signs in to /admin', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog/login');
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(page.getByLabel('Password')).toHaveValue('admin123');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/blog/register',
    );
    await slowDown(page, '/api/auth/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  test('asks for both fields and shows the server message when refused', async ({ page }) => {
    await gotoHydrated(page, '/blog/login');
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').fill('nobody-at-all');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveValue('nobody-at-all');
  });
});

test.describe('/blog/register', () => {
  test('creates an account, says so in a toast and goes to the login screen', async ({ page }) => {
    await gotoHydrated(page, '/blog/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/blog/login');
    await page.getByLabel('Username*').fill(unique());
    await page.getByLabel('Email Address*').fill(`${unique()}@example.com`);
    await page.getByLabel('Full Name (Optional)').fill('Riley Reader');
    await page.getByLabel('Password*').fill('a-good-password');
    await slowDown(page, '/api/auth/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    const toast = page.getByRole('status').filter({ hasText: 'Registration successful' });
    await expect(toast).toContainText(
      'Your account has been created successfully. You can now log in.',
    );
    await expect(page).toHaveURL(/\/blog\/login$/);
  });

  test('shows the field rules, and keeps what was typed when the server refuses', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog/register');
    await page.getByLabel('Username*').fill('ab');
    await page.getByLabel('Email Address*').fill('not-an-email');
    await page.getByLabel('Password*').fill('12345');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    // The sample editor's username is taken.
    await page.getByLabel('Username*').fill('editor');
    await page.getByLabel('Email Address*').fill(`${unique()}@example.com`);
    await page.getByLabel('Password*').fill('a-good-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByLabel('Username*')).toHaveValue('editor');
    await expect(page).toHaveURL(/\/blog\/register$/);
  });
});

for (const width of [1280, 390]) {
  test(`the sign-in screens have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/auth', '/blog/login', '/blog/register']) {
      await gotoHydrated(page, path);
      const results = await axe(page).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
}
