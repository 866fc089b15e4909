import { expect, test, type Page } from '@playwright/test';
import {
  desktop,
  expectAuthorRefused,
  previewWaitMs,
  toastNamed,
  uniqueName,
} from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, restoreRevision, signInAs } from './support';

test.use({ viewport: desktop });

/** A page's body as the API takes it: one rich text block. */
const richTextPage = (title: string, path: string, html: string, status = 'draft') => ({
  title,
  path,
  status,
  blocks: [{ id: 'text', type: 'richText', data: { html } }],
});

/** The builder's live preview of the draft. */
const previewOf = (page: Page) => page.frameLocator('iframe[title^="Preview of the page"]');

/** Puts HTML in the rich text editor as a paste from another program would. */
async function pasteHtml(page: Page, label: string, html: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('an editor creates a page from a template, builds it, publishes it, edits it, then deletes it', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expectNoAxeViolations(page);

  const unique = uniqueName();
  const title = `About our team ${unique}`;
  const path = `/about-our-team-${unique}`;
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await expect(dialog.getByLabel('Blank page')).toBeChecked();
  await dialog.getByLabel('Title').fill(title);
  // The address follows the title until it is edited.
  await expect(dialog.getByLabel('Address')).toHaveValue(path);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(toastNamed(page, 'Page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();
  await expect(page.getByText('No blocks yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add block' }).click();
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: /^Rich text/ })
    .click();
  const blocks = page.getByRole('list', { name: 'Blocks' });
  await expect(blocks.getByRole('listitem')).toHaveCount(1);
  await pasteHtml(
    page,
    'Text',
    '<h2>Who we are</h2><p>We build <strong>Ava</strong>.</p><script>alert(1)</script>',
  );
  const preview = previewOf(page);
  // The preview follows an autosave and a server render: under a loaded machine, seconds.
  await expect(preview.getByRole('heading', { name: 'Who we are' })).toBeVisible({
    timeout: previewWaitMs,
  });
  await expect(preview.locator('main')).toContainText('We build Ava.');
  await expect(preview.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
  await expect(preview.locator('main')).not.toContainText('alert(1)');

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toastNamed(page, 'Page published')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View page' })).toHaveAttribute('href', path);
  const published = await request.get(path);
  expect(published.status()).toBe(200);
  const html = await published.text();
  expect(html).toContain('Who we are');
  expect(html).not.toContain('alert(1)');

  await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toastNamed(page, 'Page saved')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByRole('link', { name: 'Back to all pages' }).click();
  const row = page.getByRole('row').filter({ hasText: `${title} (updated)` });
  await expect(row.getByRole('link', { name: path })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title} (updated)` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this page? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastNamed(page, 'Page deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(path)).status()).toBe(404);
});

test('a taken address is refused on the address field and what was typed stays', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const unique = uniqueName();
  const path = `/taken-${unique}`;
  const first = await page.request.post('/api/pages', {
    data: richTextPage('First', path, '<p>x</p>'),
  });
  expect(first.status()).toBe(201);
  const { id } = (await first.json()) as { id: number };
  try {
    await gotoHydrated(page, '/admin/content/pages');
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Campaign landing').check();
    await dialog.getByLabel('Title').fill(`Second ${unique}`);
    await dialog.getByLabel('Address').fill(path);
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(dialog.getByText('That path is already taken')).toBeVisible();
    await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Address')).toHaveValue(path);
    await expect(dialog.getByLabel('Title')).toHaveValue(`Second ${unique}`);
    await expect(dialog.getByLabel('Campaign landing')).toBeChecked();
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
  } finally {
    await page.request.delete(`/api/pages/${id}`);
  }
});

test('an author is refused the pages screen and the builder', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/content/pages');
  await expectAuthorRefused(page, '/admin/content/pages/1');
});

test('a page autosaves to the server, and an older revision restored and saved is the page again', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor');
  const unique = uniqueName();
  const title = `History ${unique}`;
  const path = `/history-${unique}`;
  const created = await page.request.post('/api/pages', {
    data: richTextPage(title, path, '<p>First words.</p><script>alert(1)</script>', 'published'),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const rewrite = await page.request.put(`/api/pages/${id}`, {
      data: richTextPage(title, path, '<p>Second words.</p>', 'published'),
    });
    expect(rewrite.status()).toBe(200);
    await gotoHydrated(page, '/admin/content/pages');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page' })).toBeVisible();

    await page.getByRole('button', { name: /^1\. Rich text/ }).click();
    const autosaved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/pages/${id}/autosave`) &&
        response.request().method() === 'PUT',
    );
    await pasteHtml(page, 'Text', '<p>Typed, never saved.</p>');
    expect((await autosaved).status()).toBe(200);
    await expect(previewOf(page).locator('main')).toContainText('Typed, never saved.', {
      timeout: previewWaitMs,
    });
    // The public page keeps its saved text.
    expect(await (await request.get(path)).text()).toContain('Second words.');

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const rows = history.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(history.getByRole('link', { name: 'Activity for this page' })).toHaveAttribute(
      'href',
      `/admin/activity?objectType=page&objectId=${id}`,
    );
    await restoreRevision(rows.nth(2));
    await expect(history).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Text' })).toHaveText('First words.');
    await expect(previewOf(page).locator('main')).toContainText('First words.', {
      timeout: previewWaitMs,
    });
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(toastNamed(page, 'Page saved')).toBeVisible();
    const restored = await (await request.get(path)).text();
    expect(restored).toContain('First words.');
    expect(restored).not.toContain('Second words.');
    // The script sent with the first version never reached the page.
    expect(restored).not.toContain('alert(1)');
  } finally {
    await page.request.delete(`/api/pages/${id}`);
  }
});

test('what is typed while an autosave is on its way is autosaved after it, and previewed', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  const unique = uniqueName();
  const title = `In flight ${unique}`;
  const created = await page.request.post('/api/pages', {
    data: richTextPage(title, `/in-flight-${unique}`, '<p>Body.</p>'),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // The first autosave is held until more has been typed, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const firstHeld = new Promise<void>((resolve) => {
      void page.route(`**/api/pages/${id}/autosave`, async (route) => {
        if (!held) {
          held = true;
          resolve();
          await released;
        }
        await route.continue();
      });
    });
    await gotoHydrated(page, `/admin/content/pages/${id}`);
    await page.getByRole('button', { name: /^1\. Rich text/ }).click();
    const heading = page.getByRole('textbox', { name: 'Main heading (optional)' });
    await heading.fill('Sent first');
    await firstHeld;
    await heading.fill('Typed meanwhile');
    release();
    await expect(previewOf(page).getByRole('heading', { name: 'Typed meanwhile' })).toBeVisible({
      timeout: previewWaitMs,
    });
  } finally {
    await page.request.delete(`/api/pages/${id}`);
  }
});
