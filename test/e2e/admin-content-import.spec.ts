import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

const fixture = readFileSync('test/fixtures/wordpress/bistro-wxr-1.2.xml', 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'ava-e2e-content-import-'));

/** A post WordPress had in the bin: the dry run names it as skipped. */
const trashedItem = `<item>
  <title><![CDATA[Old specials]]></title>
  <link>https://cornerbistro.example/2023/01/old-specials/</link>
  <dc:creator><![CDATA[tom]]></dc:creator>
  <content:encoded><![CDATA[<p>Gone.</p>]]></content:encoded>
  <excerpt:encoded><![CDATA[]]></excerpt:encoded>
  <wp:post_id>131</wp:post_id>
  <wp:post_date><![CDATA[2023-01-10 12:00:00]]></wp:post_date>
  <wp:post_date_gmt><![CDATA[2023-01-10 11:00:00]]></wp:post_date_gmt>
  <wp:post_name><![CDATA[old-specials]]></wp:post_name>
  <wp:status><![CDATA[trash]]></wp:status>
  <wp:post_parent>0</wp:post_parent>
  <wp:post_type><![CDATA[post]]></wp:post_type>
</item>
</channel>`;

/**
 * The fixture as the export of a site of this run only (the server's database outlives a run):
 * its address, the post's slug and every post id are new. Its images are on a loopback address,
 * which an import refuses to fetch from: the result names them, at once.
 */
function exportOfThisRun() {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const idPrefix = `${Date.now() % 1_000_000_000}`;
  const slug = `terrace-opens-${unique}`;
  const xml = fixture
    .replace('</channel>', trashedItem)
    .replaceAll('https://cornerbistro.example/wp-content/', 'http://127.0.0.1/wp-content/')
    .replaceAll('cornerbistro.example', `bistro-${unique}.example`)
    .replaceAll('terrace-opens', slug)
    .replace(/<wp:post_id>(\d+)</g, `<wp:post_id>${idPrefix}$1<`)
    .replace('<wp:meta_value><![CDATA[45]]>', `<wp:meta_value><![CDATA[${idPrefix}45]]>`);
  const file = path.join(work, `bistro-${unique}.xml`);
  writeFileSync(file, xml);
  return { file, fileName: path.basename(file), slug, postId: `${idPrefix}123` };
}

const importPanel = (page: Page) =>
  page.getByRole('region', { name: 'Import from WordPress or Ghost' });

/** A row of a report table: its kind, then New, Updated, Unchanged. */
const countsOf = (table: Locator, kind: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: kind }) });

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('an admin checks a WordPress export, imports it, and its old addresses lead to the posts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const exported = exportOfThisRun();
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/content/import');
  const panel = importPanel(page);
  await expectNoAxeViolations(page);

  await panel.getByLabel('Export file').setInputFiles(exported.file);
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(panel.getByRole('heading', { name: 'What this import will do' })).toBeFocused();
  const plan = panel.getByRole('table', { name: 'What this import will do' });
  await expect(countsOf(plan, 'Posts').getByRole('cell')).toHaveText(['2', '0', '0']);
  await expect(countsOf(plan, 'Pages').getByRole('cell')).toHaveText(['1', '0', '0']);
  await expect(countsOf(plan, 'Images').getByRole('cell')).toHaveText(['1', '0', '0']);
  await expect(panel.getByText('Skipped: “Old specials” — its status is “trash”')).toBeVisible();
  await expectNoAxeViolations(page);

  // From the focused heading, the keyboard reaches Import next.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const progress = panel.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('max', '3');
  await expect(progress).toHaveAttribute('value', '3', { timeout: 60_000 });
  await expect(panel.getByText('3 of 3 posts and pages')).toBeVisible();
  await expect(page.getByText('Import finished', { exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Imported' })).toBeVisible();
  const result = panel.getByRole('table', { name: 'What was imported' });
  await expect(countsOf(result, 'Posts').getByRole('cell')).toHaveText(['2', '0', '0']);
  await expect(countsOf(result, 'Pages').getByRole('cell')).toHaveText(['1', '0', '0']);
  await expect(panel.getByText(/^Warning: .*it is on a private network/).first()).toBeVisible();
  const recent = panel.getByRole('table', { name: 'Recent imports' });
  await expect(recent.getByRole('row').filter({ hasText: exported.fileName })).toContainText(
    'Imported',
  );
  await expectNoAxeViolations(page);

  const post = await page.goto(`/blog/post/${exported.slug}`);
  expect(post?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our terrace opens for the summer' }),
  ).toBeVisible();
  for (const old of [`/2024/05/${exported.slug}/`, `/?p=${exported.postId}`]) {
    await page.goto(old);
    expect(pathOf(page), old).toBe(`/blog/post/${exported.slug}`);
  }
});

test('a file that is no export, or a wrong old address, is refused beside its field, and nothing is imported', async ({
  page,
}) => {
  const fileName = `notes-${Date.now().toString(36)}.txt`;
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/content/import');
  const panel = importPanel(page);
  const input = panel.getByLabel('Export file');

  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(input).toHaveAccessibleDescription(/^Choose the export file to import/);

  await input.setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Bread, oil, burrata\n'),
  });
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(input).toHaveAccessibleDescription(/^This file is neither a WordPress export/);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'What this import will do' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const address = panel.getByLabel('Old site address (Ghost only)');
  await address.fill('javascript:alert(1)');
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(address).toHaveAccessibleDescription(
    /^The old address must be an http\(s\) address/,
  );
  await expect(address).toBeFocused();
  await expect(input).not.toHaveAttribute('aria-invalid');

  const listed = (await (await page.request.get('/api/imports')).json()) as {
    imports: Array<{ fileName: string }>;
  };
  expect(listed.imports.map((run) => run.fileName)).not.toContain(fileName);
});

test('editors neither open the import nor reach its API', async ({ page }) => {
  await signInAs(page, 'editor');
  const shown = await gotoHydrated(page, '/admin/content/import');
  expect(shown?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  const refused = await page.request.post('/api/imports', {
    multipart: {
      file: { name: 'bistro.xml', mimeType: 'application/xml', buffer: Buffer.from(fixture) },
    },
  });
  expect(refused.status()).toBe(403);
  expect((await page.request.get('/api/imports')).status()).toBe(403);
});
