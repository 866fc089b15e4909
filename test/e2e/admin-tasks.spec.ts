import { expect, request as newRequest, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, sampleAccounts, signInAs } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an author creates, edits, moves and deletes a task; overdue tasks stand out', async ({
  page,
}) => {
  const title = `Call back the dentist ${unique()}`;
  await signInAs(page, 'author');
  const response = await gotoHydrated(page, '/admin/tasks');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description (optional)').fill('They asked about after-hours calls.');
  await expect(dialog.getByLabel('Assignee')).toHaveValue(/^\d+$/);
  await dialog.getByLabel('Due date (optional)').fill('2024-01-15');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();

  const task = page.getByTestId('task').filter({ hasText: title });
  await expect(task).toContainText('They asked about after-hours calls.');
  await expect(task).toContainText('Due Jan 15, 2024');
  await expect(task.getByText('Overdue')).toBeVisible();
  await expect(task).toContainText('Assignee: Avery Brooks');
  await expectNoAxeViolations(page);

  await task.getByLabel(`Status of ${title}`).selectOption('in_progress');
  await expect(page.getByText(`${title}: In progress`).first()).toBeVisible();

  await page.getByLabel('Show').selectOption('done');
  await expect(task).toHaveCount(0);
  await page.getByLabel('Show').selectOption('in_progress');
  await expect(task).toBeVisible();

  await task.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit task' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Status').selectOption('done');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  // Done tasks are no longer overdue; the in-progress filter now hides it.
  await expect(task).toHaveCount(0);
  await page.getByLabel('Show').selectOption('done');
  await expect(task).toBeVisible();
  await expect(task.getByText('Overdue')).toHaveCount(0);

  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(task.getByLabel(`Status of ${title}`)).toHaveValue('done');

  await task.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this task? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Task deleted').first()).toBeVisible();
  await expect(task).toHaveCount(0);
});

test("an author sees other people's tasks but cannot change them; an editor can", async ({
  page,
  baseURL,
}) => {
  const title = `Update the pricing page ${unique()}`;
  const editor = await newRequest.newContext({ baseURL });
  await editor.post('/api/auth/login', { data: sampleAccounts.editor });
  const created = await editor.post('/api/tasks', { data: { title, status: 'todo' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await signInAs(page, 'author');
    await gotoHydrated(page, '/admin/tasks');
    const task = page.getByTestId('task').filter({ hasText: title });
    await expect(task).toContainText('Assignee: Nobody yet');
    await expect(task).toContainText('To do');
    await expect(task.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await expect(task.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await expect(task.getByLabel(`Status of ${title}`)).toHaveCount(0);

    await signInAs(page, 'editor');
    await gotoHydrated(page, '/admin/tasks');
    await expect(task.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  } finally {
    await editor.delete(`/api/tasks/${id}`);
    await editor.dispose();
  }
});

test('readers are refused the tasks screen', async ({ page }) => {
  await signInAs(page, 'user');
  const response = await gotoHydrated(page, '/admin/tasks');
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Required roles: admin, editor, or author')).toBeVisible();
});
