import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../bench/lib/server';
import { sampleAccounts } from '../../seeds/01_users';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated } from './support';

// A production server of its own (the shared one runs with the sample content), started as an
// operator would: NODE_ENV=production, a session secret, SITE_URL and a DATA_DIR not yet made.
test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 3199) + 100;
const origin = `http://127.0.0.1:${port}`;
let scratch: string;
let server: RunningServer;

test.beforeAll(async () => {
  // Creating and migrating a new database takes a while on a busy machine; the describe-level
  // timeout does not cover a file's hooks.
  test.setTimeout(120_000);
  scratch = mkdtempSync(path.join(tmpdir(), 'ava-first-admin-'));
  server = await startServer(
    {
      NODE_ENV: 'production',
      SESSION_SECRET: 'first-admin-spec-session-secret-0123456789',
      SITE_URL: origin,
      DATA_DIR: path.join(scratch, 'not', 'made', 'yet'),
      DATABASE_URL: '',
    },
    port,
    { captureOutput: true },
  );
});
test.afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  rmSync(scratch, { recursive: true, force: true });
});

/** The one-time link from the start-up log. */
async function setupLink(): Promise<string> {
  const pattern = /http:\/\/[^\s"]+\/setup\?token=[\w-]+/;
  await expect.poll(() => pattern.test(server.output())).toBe(true);
  return server.output().match(pattern)![0];
}

test('no published password signs in, and the setup link makes the first admin once', async ({
  page,
}) => {
  for (const account of sampleAccounts) {
    const response = await page.request.post(`${origin}/api/auth/login`, {
      data: { username: account.username, password: account.password },
    });
    expect(response.status(), account.username).toBe(401);
  }
  await gotoHydrated(page, `${origin}/blog/login`);
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.goto(`${origin}/setup?token=not-the-token`);
  await expect(page.getByRole('heading', { name: 'Setup link not valid' })).toBeVisible();

  const link = await setupLink();
  expect(link.startsWith(`${origin}/setup?token=`)).toBe(true);
  const form = await gotoHydrated(page, link);
  expect(form?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Create the first admin' })).toBeVisible();
  await page.getByLabel('Username*').fill('owner');
  await page.getByLabel('Email Address*').fill('owner@example.test');
  await page.getByLabel('Full Name (Optional)').fill('Olive Owner');
  await page.getByLabel('Password* (at least 10 characters)').fill('short');
  await page.getByLabel('Confirm Password*').fill('different');
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(page.getByText('Staff passwords must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Password* (at least 10 characters)').fill('a-long-unusual-passphrase');
  await page.getByLabel('Confirm Password*').fill('a-long-unusual-passphrase');
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Used up: the page is gone for everyone, whatever the link.
  const again = await page.goto(link);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await page.request.get(`${origin}/setup`)).status()).toBe(404);
});
