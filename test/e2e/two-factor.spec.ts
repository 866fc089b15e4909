import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, sampleAccounts } from './support';

/*
 * An admin requires two-step sign-in for staff; a member of staff is walked through enrolment at
 * their next sign-in, and is asked for a code the time after. The setting is site-wide, so this
 * file runs in a project of its own after the other browser tests (playwright.config.ts), and
 * switches the setting off again at the end.
 */
test.use(ownClientAddress(import.meta.url));
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const admin = { username: `tf-admin-${suffix}`, password: 'tf-admin-long-passphrase' };
const editor = { username: `tf-editor-${suffix}`, password: 'tf-editor-long-passphrase' };

/** The code an authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function createAccount(
  request: APIRequestContext,
  account: { username: string; password: string },
  role: 'admin' | 'editor',
) {
  const response = await request.post('/api/users', {
    data: { ...account, role, email: `${account.username}@example.test` },
  });
  expect(response.status()).toBe(201);
}

async function signInThroughForm(page: Page, account: { username: string; password: string }) {
  await gotoHydrated(page, '/auth');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

let adminPage: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext(ownClientAddress(import.meta.url));
  const setup = context.request;
  expect((await setup.post('/api/auth/login', { data: sampleAccounts.admin })).status()).toBe(200);
  await createAccount(setup, admin, 'admin');
  await createAccount(setup, editor, 'editor');
  await context.close();
});

test.afterAll(async () => {
  // The admin who required it has enrolled, so the staff API still answers them.
  await adminPage?.request.put('/api/settings', {
    data: { settings: [{ context: 'security', key: 'requireTwoFactor', value: false }] },
  });
  await adminPage?.context().close();
});

test('an admin requires two-step sign-in for staff', async ({ browser }) => {
  const context = await browser.newContext(ownClientAddress(import.meta.url));
  adminPage = await context.newPage();
  await signInThroughForm(adminPage, admin);
  await expect(adminPage).toHaveURL(/\/admin$/);
  // The admin enrols first (through the API here; the staff member below uses the screens), so
  // requiring it does not send them to enrolment too.
  const { secret } = await (await adminPage.request.post('/api/auth/2fa/setup')).json();
  const enabled = await adminPage.request.post('/api/auth/2fa/enable', {
    data: { code: await codeAt(secret as string) },
  });
  expect(enabled.status()).toBe(200);

  await gotoHydrated(adminPage, '/admin/settings');
  const requireIt = adminPage.getByLabel('Require two-step sign-in for staff');
  await expect(requireIt).not.toBeChecked();
  await requireIt.check();
  await expect(adminPage.getByText('Two-step sign-in is required for staff').first()).toBeVisible();
  await expect(requireIt).toBeChecked();
});

test('a staff member is walked through enrolment, then asked for a code', async ({
  page: firstBrowser,
  browser,
}) => {
  let page = firstBrowser;
  await signInThroughForm(page, editor);
  await expect(page).toHaveURL(/\/account\?enrol=1$/);
  // Straight to the admin is refused until they have enrolled.
  await gotoHydrated(page, '/admin');
  await expect(page).toHaveURL(/\/account\?enrol=1$/);
  await expect(page.getByRole('alert')).toContainText('required for staff');

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to your authenticator app' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Download codes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /continue to the admin/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();

  // The next sign-in, in another browser, asks for a code after the password.
  page = await (await browser.newContext(ownClientAddress(import.meta.url))).newPage();
  await signInThroughForm(page, editor);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  // The code that enrolled the app is spent: the next one signs in.
  await code.fill(await codeAt(secret, 1));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/(admin)?$/);

  // The first browser is still signed in: the account page signs it out.
  await gotoHydrated(page, '/account');
  await expect(page.getByTestId('account-session')).toHaveCount(2);
  await expect(page.getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByTestId('account-session')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect((await firstBrowser.request.get('/api/auth/me')).status()).toBe(401);
  await page.context().close();
});
