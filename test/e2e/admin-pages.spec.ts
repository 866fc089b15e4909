import { expect, test } from '@playwright/test';
import {
  desktop,
  expectAuthorRefused,
  expectNoAxeViolations,
  toastNamed,
  uniqueName,
} from './admin-content-support';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: desktop });

test('an editor creates a page that answers at its address, edits it, then deletes it', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expectNoAxeViolations(page);

  const unique = uniqueName();
  const title = `About our team ${unique}`;
  const slug = `about-our-team-${unique}`;
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The address follows the title until it is edited.
  await expect(page.getByLabel('Address')).toHaveValue(slug);
  await page
    .getByLabel('Content (HTML)')
    .fill('<h2>Who we are</h2><p>We build <strong>Ava</strong>.</p><script>alert(1)</script>');
  const preview = page.getByTestId('page-preview');
  await expect(preview.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByLabel('Published').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(toastNamed(page, 'Page created')).toBeVisible();

  const publicPage = await request.get(`/${slug}`);
  expect(publicPage.status()).toBe(200);
  const html = await publicPage.text();
  expect(html).toContain('Who we are');
  expect(html).not.toContain('alert(1)');

  await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toastNamed(page, 'Page saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View page' })).toHaveAttribute('href', `/${slug}`);

  await page.getByRole('button', { name: 'Back to all pages' }).click();
  const row = page.getByRole('row').filter({ hasText: `${title} (updated)` });
  await expect(row.getByRole('link', { name: `/${slug}` })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title} (updated)` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this page? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toastNamed(page, 'Page deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/${slug}`)).status()).toBe(404);
});

test('a taken address is refused on the address field and what was typed stays', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const unique = uniqueName();
  const slug = `taken-${unique}`;
  const first = await page.request.post('/api/pages', {
    data: { title: 'First', slug, content: '<p>x</p>', status: 'draft' },
  });
  expect(first.status()).toBe(201);
  const { id } = (await first.json()) as { id: number };
  try {
    await gotoHydrated(page, '/admin/content/pages');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Title', { exact: true }).fill(`Second ${unique}`);
    await page.getByLabel('Address').fill(slug);
    await page.getByLabel('Content (HTML)').fill('<p>Kept</p>');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByText('That slug is already taken')).toBeVisible();
    await expect(page.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Content (HTML)')).toHaveValue('<p>Kept</p>');
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
  } finally {
    await page.request.delete(`/api/pages/${id}`);
  }
});

test('an author is refused the pages screen', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/content/pages');
});

test('a page autosaves to the server, and an older revision restored and saved is the page again', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor');
  const unique = uniqueName();
  const slug = `history-${unique}`;
  const created = await page.request.post('/api/pages', {
    data: { title: `History ${unique}`, slug, content: '<p>First words.</p>', status: 'published' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const rewrite = await page.request.put(`/api/pages/${id}`, {
      data: {
        title: `History ${unique}`,
        slug,
        content: '<p>Second words.</p>',
        status: 'published',
      },
    });
    expect(rewrite.status()).toBe(200);
    await gotoHydrated(page, '/admin/content/pages');
    await page.getByRole('button', { name: `Edit History ${unique}` }).click();

    const autosaved = page.waitForResponse((response) => response.url().endsWith('/autosave'));
    await page.getByLabel('Content (HTML)').fill('<p>Typed, never saved.</p>');
    expect((await autosaved).status()).toBe(200);
    // The public page keeps its saved text.
    expect(await (await request.get(`/${slug}`)).text()).toContain('Second words.');

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const rows = history.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(history.getByRole('link', { name: 'Activity for this page' })).toHaveAttribute(
      'href',
      `/admin/activity?objectType=page&objectId=${id}`,
    );
    await rows
      .nth(2)
      .getByRole('button', { name: /^Restore/ })
      .click();
    await expect(history).toBeHidden();
    await expect(page.getByLabel('Content (HTML)')).toHaveValue('<p>First words.</p>');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(toastNamed(page, 'Page saved')).toBeVisible();
    expect(await (await request.get(`/${slug}`)).text()).toContain('First words.');
  } finally {
    await page.request.delete(`/api/pages/${id}`);
  }
});
