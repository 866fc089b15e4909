import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use({ viewport: { width: 1280, height: 800 }, ...ownClientAddress(import.meta.url) });

test('an admin changes something and finds it in the activity log, filtered and linked', async ({
  page,
}) => {
  const address = ownClientAddress(import.meta.url).extraHTTPHeaders['X-Forwarded-For'];
  const name = `Logged category ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  const created = await page.request.post('/api/categories', {
    data: { name, description: 'Made to be seen in the log.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const response = await gotoHydrated(page, '/admin/activity');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Activity log' }),
  ).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter activity' });
  await filters.getByLabel('Action').selectOption('taxonomy.created');
  await expect(page).toHaveURL(/action=taxonomy\.created/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin');
  await expect(row).toContainText('Created a category or tag');
  await expect(row).toContainText(address);
  await expect(row).toContainText('kind: category');
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', '/admin/content/taxonomy');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/activity/export.csv?action=taxonomy.created',
  );
  await expectNoAxeViolations(page);

  // The address another screen links to (a post's history does the same for its post).
  await gotoHydrated(page, `/admin/activity?objectType=taxonomy&objectId=${id}`);
  await expect(page.getByLabel('Object', { exact: true })).toHaveValue('taxonomy');
  await expect(page.getByLabel('Object number')).toHaveValue(String(id));
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  await gotoHydrated(page, `/admin/activity?objectType=taxonomy&objectId=999999999`);
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('editors are kept out of the activity log', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/activity');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
