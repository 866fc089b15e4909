import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { desktop, expectAuthorRefused, toastNamed, uniqueName } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: desktop });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: name });

test('an editor uploads an image, describes it, copies its URL and deletes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `upload-${uniqueName()}.png`;
  await page
    .getByLabel('Choose images')
    .setInputFiles({ name, mimeType: 'image/png', buffer: await png(800, 400) });
  await expect(toastNamed(page, `${name} uploaded`)).toBeVisible();
  const item = card(page, name);
  await expect(item).toBeVisible();
  // The grid shows the smallest responsive copy the upload produced, with the others in srcset.
  const thumbnail = item.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /-640w\.png$/);
  await expect(thumbnail).toHaveAttribute('srcset', /-768w\.png 768w/);

  await item.getByRole('textbox', { name: 'Alt text' }).fill('A blue test card');
  await item.getByRole('button', { name: `Save alt text of ${name}` }).click();
  await expect(toastNamed(page, 'Alt text saved')).toBeVisible();
  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(card(page, name).getByRole('textbox', { name: 'Alt text' })).toHaveValue(
    'A blue test card',
  );
  await expect(card(page, name).getByRole('img', { name: 'A blue test card' })).toBeVisible();

  await card(page, name)
    .getByRole('button', { name: `Copy URL of ${name}` })
    .click();
  await expect(toastNamed(page, 'URL copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f-]+\.png$/);
  expect((await page.request.get(copied)).status()).toBe(200);

  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this image? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toastNamed(page, 'Image deleted')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect((await page.request.get(copied)).status()).toBe(404);
});

test('dropping an image on the page uploads it', async ({ page }) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/content/media');
  const name = `dropped-${uniqueName()}.png`;
  const bytes = [...(await png(100, 60))];
  const transfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      return data;
    },
    { bytes, name },
  );
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(card(page, name)).toBeVisible();
  // Too small for responsive copies: the original is the thumbnail.
  await expect(card(page, name).locator('img')).toHaveAttribute(
    'src',
    /\/uploads\/[0-9a-f-]+\.png$/,
  );
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, name)).toHaveCount(0);
});

test('files of the wrong type or too large are refused before anything is sent', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/media');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/media'))
      uploads.push(request.url());
  });
  await page.getByLabel('Choose images').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
  ]);
  const alert = page.getByRole('alert').filter({ hasText: 'Some files were not uploaded' });
  await expect(alert).toContainText(
    'notes.txt: Only JPEG, PNG, WebP and GIF images can be uploaded',
  );
  await expect(alert).toContainText('huge.png: Images must be at most 5 MB');
  expect(uploads).toEqual([]);
});

test('the server refuses a file that only claims to be an image', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/media');
  await page
    .getByLabel('Choose images')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await expect(page.getByRole('alert').filter({ hasText: 'fake.png' })).toContainText(
    'fake.png: Only JPEG, PNG, WebP and GIF images can be uploaded',
  );
});

test('an author is refused the media library', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/content/media');
});
