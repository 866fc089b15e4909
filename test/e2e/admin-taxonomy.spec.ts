import { expect, test, type Page } from '@playwright/test';
import { desktop, expectAuthorRefused, toastNamed, uniqueName } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: desktop });

const column = (page: Page, name: 'Categories' | 'Tags') => page.getByRole('list', { name });

test('an editor adds, counts, renames and deletes categories and tags', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/taxonomy');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories and tags' })).toBeVisible();
  await expect(column(page, 'Categories').getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const unique = uniqueName();
  const category = `Front desk ${unique}`;
  const tag = `Voicemail ${unique}`;
  await page.getByLabel('New category').fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(toastNamed(page, 'Category created')).toBeVisible();
  await page.getByLabel('New tag').fill(tag);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(toastNamed(page, 'Tag created')).toBeVisible();

  const categoryRow = column(page, 'Categories')
    .getByRole('listitem')
    .filter({ hasText: category });
  const categoryLink = categoryRow.getByRole('link', { name: category });
  await expect(categoryLink).toHaveAttribute('href', `/category/front-desk-${unique}`);
  await expect(categoryRow).toContainText('0 posts');
  const tagRow = column(page, 'Tags').getByRole('listitem').filter({ hasText: tag });
  await expect(tagRow.getByRole('link', { name: tag })).toHaveAttribute(
    'href',
    `/tag/voicemail-${unique}`,
  );

  // A published post in the category is counted.
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    categories: Array<{ id: number; name: string }>;
  };
  const categoryId = categories.categories.find((item) => item.name === category)!.id;
  const post = await page.request.post('/api/posts', {
    data: {
      title: `Counted post ${unique}`,
      content: '<p>x</p>',
      status: 'published',
      publishedAt: '2020-01-01T12:00:00Z',
      categoryIds: [categoryId],
    },
  });
  expect(post.status()).toBe(201);
  const { id: postId } = (await post.json()) as { id: number };
  try {
    await page.reload();
    await page.locator('body[data-hydrated="true"]').waitFor();
    await expect(
      column(page, 'Categories').getByRole('listitem').filter({ hasText: category }),
    ).toContainText('1 post');
  } finally {
    await page.request.delete(`/api/posts/${postId}`);
  }

  await column(page, 'Categories')
    .getByRole('button', { name: `Rename ${category}` })
    .click();
  await page.getByLabel(`New name of ${category}`).fill(`${category} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastNamed(page, 'Category renamed')).toBeVisible();
  const renamed = column(page, 'Categories')
    .getByRole('listitem')
    .filter({ hasText: `${category} renamed` });
  // Renaming keeps the address, so links to it keep working.
  await expect(renamed.getByRole('link')).toHaveAttribute('href', `/category/front-desk-${unique}`);

  await renamed.getByRole('button', { name: `Delete ${category} renamed` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this category? This action cannot be undone.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastNamed(page, 'Category deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);

  await tagRow.getByRole('button', { name: `Delete ${tag}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this tag? This action cannot be undone.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastNamed(page, 'Tag deleted')).toBeVisible();
  await expect(tagRow).toHaveCount(0);
});

test('an empty name is refused before sending', async ({ page }) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/content/taxonomy');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('New tag')).toHaveAttribute('aria-invalid', 'true');
});

test('an author is refused the taxonomy screen', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/content/taxonomy');
});
