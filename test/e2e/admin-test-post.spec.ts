import { expect, test } from '@playwright/test';
import { desktop, expectAuthorRefused } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: desktop });

test('the sandbox renders sanitized HTML as a post would show it, and saves nothing', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  // Nothing is saved: the only writes the screen makes are previews.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET')
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await gotoHydrated(page, '/admin/test-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview sandbox' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Title').fill('Sandbox title');
  await page
    .getByLabel('HTML')
    .fill(
      '<h2 onclick="alert(1)">Safe heading</h2><p>Text with <a href="javascript:alert(1)">a bad link</a>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    );
  const preview = page.getByTestId('sandbox-preview');
  await expect(preview.getByRole('heading', { name: 'Sandbox title' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(preview.locator('[onclick], [onerror], script')).toHaveCount(0);
  await expect(preview.getByText('a bad link')).not.toHaveAttribute('href', /javascript/);
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(preview).toContainText('Erin Castillo');

  expect(writes.length).toBeGreaterThan(0);
  expect(new Set(writes)).toEqual(new Set(['POST /api/preview']));
});

test('an author is refused the sandbox', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/test-post');
});
