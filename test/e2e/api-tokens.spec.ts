import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, sampleAccounts } from './support';

/*
 * A personal access token made on /account, used from outside the browser (Node's own fetch, no
 * cookie), then revoked on the page: the next call is refused.
 */
test.use(ownClientAddress(import.meta.url));

const suffix = Date.now().toString(36);
const editor = { username: `tok-editor-${suffix}`, password: 'tok-editor-long-passphrase' };

test('an editor makes a token on the account page, a script uses it, and revoking it stops it', async ({
  page,
  baseURL,
}) => {
  // A fresh editor of this spec's own, made by the sample admin, then signed in in this browser.
  const admin = await page.context().request.post('/api/auth/login', {
    data: sampleAccounts.admin,
  });
  expect(admin.status()).toBe(200);
  const created = await page.request.post('/api/users', {
    data: { ...editor, role: 'editor', email: `${editor.username}@example.test` },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  expect((await page.request.post('/api/auth/login', { data: editor })).status()).toBe(200);

  await gotoHydrated(page, '/account');
  const panel = page.getByRole('region', { name: 'API tokens' });
  const form = panel.getByRole('form', { name: 'New API token' });
  // Only what an editor may do is offered, and only admins may choose no expiry.
  await expect(form.getByRole('checkbox', { name: /Manage users/ })).toHaveCount(0);
  await expect(form.getByRole('option', { name: 'No expiry' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Make token' }).click();
  await expect(form.getByText('Give the token a name')).toBeVisible();

  await form.getByLabel('Name').fill('Lead report');
  await form.getByLabel('Expires after').selectOption({ label: '30 days' });
  await form.getByRole('checkbox', { name: /Read leads/ }).check();
  await form.getByRole('button', { name: 'Make token' }).click();

  const shown = panel.getByTestId('new-api-token');
  await expect(shown).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('will not be shown again');
  const token = (await shown.textContent())!.trim();
  expect(token).toMatch(/^ava_pat_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);

  // Outside the browser: Node's fetch, the token in the header and no cookie.
  const leads = await fetch(new URL('/api/leads?status=new', baseURL), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(leads.status).toBe(200);
  expect(leads.headers.get('set-cookie')).toBeNull();
  expect(await leads.json()).toMatchObject({ leads: expect.any(Array), total: expect.any(Number) });
  const writing = await fetch(new URL('/api/posts', baseURL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Not in its scopes' }),
  });
  expect(writing.status).toBe(403);

  await panel.getByRole('button', { name: 'I copied it' }).click();
  await expect(shown).toHaveCount(0);
  // Never shown again: the list names it by its start, with its last use.
  await gotoHydrated(page, '/account');
  const listed = panel.getByTestId('api-token').filter({ hasText: 'Lead report' });
  await expect(listed).toContainText(token.slice(0, 16));
  await expect(listed).toContainText('Read leads');
  await expect(listed).toContainText(/last used .* from \S+/);
  await expect(panel).not.toContainText(token);

  await listed.getByRole('button', { name: 'Revoke the token Lead report' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Lead report”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(listed).toHaveCount(0);

  const refused = await fetch(new URL('/api/leads?status=new', baseURL), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({
    message: 'That API token was revoked. Make a new one on your account page.',
  });
});

test('an admin sees someone’s tokens on the users screen and revokes one', async ({
  page,
  browser,
  baseURL,
}) => {
  const author = { username: `tok-author-${suffix}`, password: 'tok-author-long-passphrase' };
  expect(
    (await page.request.post('/api/auth/login', { data: sampleAccounts.admin })).status(),
  ).toBe(200);
  const created = await page.request.post('/api/users', {
    data: { ...author, role: 'author', email: `${author.username}@example.test` },
  });
  expect(created.status()).toBe(201);
  // The author makes a token in a browser of their own.
  const theirs = await browser.newContext(ownClientAddress(import.meta.url));
  expect((await theirs.request.post('/api/auth/login', { data: author })).status()).toBe(200);
  const made = await theirs.request.post('/api/auth/tokens', {
    data: { name: 'Publishing script', expiry: '90', scopes: ['posts:write-own'] },
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  await theirs.close();

  await gotoHydrated(page, '/admin/users');
  const row = page.getByTestId(`user-${author.username}`);
  await row.getByRole('button', { name: `API tokens of ${author.username}: 1 token` }).click();
  const dialog = page.getByRole('dialog', { name: `${author.username}’s API tokens` });
  await expect(dialog).toContainText('Publishing script');
  await expect(dialog).toContainText('Write, publish and delete own posts');
  await dialog.getByRole('button', { name: 'Revoke the token Publishing script' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke “Publishing script”?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(row).toContainText('None');

  const refused = await fetch(new URL('/api/posts', baseURL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'After revocation' }),
  });
  expect(refused.status).toBe(401);
});
