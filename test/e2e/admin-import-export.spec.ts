import { createGunzip } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { extract } from 'tar-stream';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

/** The names of the files in a gzipped tar. */
async function entriesOf(stream: NodeJS.ReadableStream): Promise<string[]> {
  const reader = extract();
  stream.pipe(createGunzip()).pipe(reader);
  const names: string[] = [];
  for await (const entry of reader) {
    names.push(entry.header.name);
    entry.resume();
  }
  return names;
}

test('an admin downloads the site’s content as one archive', async ({ page }) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'Import and export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export content' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^site-content-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const names = await entriesOf((await download.createReadStream())!);
  expect(names).toContain('manifest.json');
  expect(names).toContain('data/posts.jsonl');
  expect(names).toContain('data/pages.jsonl');
  expect(names).not.toContain('data/users.jsonl');
  expect(names).not.toContain('data/leads.jsonl');
});

test('editors neither see nor reach import and export', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import and export' })).toHaveCount(0);
  expect((await page.request.get('/api/exports/content')).status()).toBe(403);
});
