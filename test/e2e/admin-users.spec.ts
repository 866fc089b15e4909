import { expect, request as newRequest, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin creates a user, changes their role, resets their password and deletes them', async ({
  page,
  baseURL,
}) => {
  const username = `pat_${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  const response = await gotoHydrated(page, '/admin/users');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'editor@' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'New user' });
  // A taken username: the server's message goes on the field and the form keeps what was typed.
  await create.getByLabel('Username').fill('editor');
  await create.getByLabel('Email').fill(`${username}@example.com`);
  await create.getByLabel('Full name (optional)').fill('Pat Example');
  await create.getByLabel('Password').fill('first-password');
  await create.getByLabel('Role').selectOption('author');
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create.getByText('That username is already taken').first()).toBeVisible();
  await expect(create.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(create.getByLabel('Email')).toHaveValue(`${username}@example.com`);
  await expectNoAxeViolations(page);

  await create.getByLabel('Username').fill(username);
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Pat Example');
  await expect(row).toContainText('Author');

  await row.getByRole('button', { name: `Edit ${username}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${username}` });
  await edit.getByLabel('Role').selectOption('editor');
  // Staff passwords: 10 characters, checked in the form; not a common one, checked by the server.
  await edit.getByLabel(/^New password/).fill('abc12345');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Staff passwords must be at least 10 characters')).toBeVisible();
  await edit.getByLabel(/^New password/).fill('Password123');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    edit.getByText('This password is too common. Choose another.').first(),
  ).toBeVisible();
  await edit.getByLabel(/^New password/).fill('second-password');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Editor');

  // The new password signs in, with the new role.
  const other = await newRequest.newContext({ baseURL });
  const signIn = await other.post('/api/auth/login', {
    data: { username, password: 'second-password' },
  });
  expect(signIn.status()).toBe(200);
  expect(((await signIn.json()) as { role: string }).role).toBe('editor');
  await other.dispose();

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this user? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted').first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin can neither delete their own account nor change their own role', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/users');
  const own = page.getByRole('row').filter({ hasText: '(you)' });
  await expect(own).toContainText('admin');
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await own.getByRole('button', { name: 'Edit admin' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit admin' });
  await expect(edit.getByLabel('Role')).toBeDisabled();
  await expect(edit.getByText('You cannot change your own role.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('authors and editors are refused the users screen with Access Denied', async ({ page }) => {
  for (const role of ['author', 'editor'] as const) {
    await signInAs(page, role);
    const response = await gotoHydrated(page, '/admin/users');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Required roles: admin', { exact: true })).toBeVisible();
  }
});
