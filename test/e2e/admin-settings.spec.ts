import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * These tests change what every public page shows, for every parallel worker: each change is
 * one the other specs do not check, lasts seconds, and is undone in `finally`.
 */
async function currentSettings(page: Page) {
  const response = await page.request.get('/api/settings/site');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { settings: Record<string, unknown> }).settings;
}

test('an admin changes a link in the settings and the public footer shows it at once', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const original = await currentSettings(page);
  const youtube = `https://www.youtube.com/@ava-${Date.now().toString(36)}`;
  try {
    const response = await gotoHydrated(page, '/admin/settings');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Site name')).toHaveValue(String(original.name));
    await expectNoAxeViolations(page);

    // Refused first: the server's rule (https only) shows on the field; the text stays.
    await page.getByLabel('YouTube URL').fill('http://www.youtube.com/@ava');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Must be an https:// address')).toBeVisible();
    await expect(page.getByLabel('YouTube URL')).toHaveValue('http://www.youtube.com/@ava');
    await expect(page.getByLabel('YouTube URL')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('YouTube URL').fill(youtube);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true }).first()).toBeVisible();

    await gotoHydrated(page, '/terms-and-conditions');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /on YouTube$/ }),
    ).toHaveAttribute('href', youtube);
  } finally {
    const restored = await page.request.put('/api/settings/site', { data: original });
    expect(restored.status()).toBe(200);
  }
  await gotoHydrated(page, '/terms-and-conditions');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /on YouTube$/ }),
  ).toHaveAttribute('href', String(original.youtubeUrl));
});

test('an admin picks brand colours with a live preview and a contrast check; the public theme uses them', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const before = (await (await page.request.get('/api/settings/theme')).json()) as {
    theme: { primaryColor: string; accentColor: string };
  };
  try {
    const response = await gotoHydrated(page, '/admin/settings/colors');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand colours' })).toBeVisible();
    await expect(page.getByLabel('Primary colour (hex)')).toHaveValue(before.theme.primaryColor);
    await expectNoAxeViolations(page);

    const preview = page.getByTestId('colour-preview');
    const previewButton = preview.getByText('Book a Call');

    // Too light for white text: a warning, shown before anything is saved.
    await page.getByLabel('Primary colour (hex)').fill('#facc15');
    await expect(page.getByRole('status').filter({ hasText: 'Warning' })).toContainText(
      'WCAG needs at least 4.5:1',
    );
    await expect(previewButton).toHaveCSS('background-color', 'rgb(250, 204, 21)');

    await page.getByLabel('Primary colour (hex)').fill('#6D28D9');
    await expect(
      page.getByRole('status').filter({ hasText: 'readable for everyone' }),
    ).toBeVisible();
    await expect(previewButton).toHaveCSS('background-color', 'rgb(109, 40, 217)');
    await expectNoAxeViolations(page);

    await page.getByLabel('Primary colour (hex)').fill('purple');
    await page.getByRole('button', { name: 'Save colours' }).click();
    await expect(page.getByText('Use a hex colour such as #1d4ed8')).toBeVisible();
    await page.getByLabel('Primary colour (hex)').fill('#6D28D9');
    await page.getByRole('button', { name: 'Save colours' }).click();
    await expect(page.getByText('Colours saved', { exact: true }).first()).toBeVisible();

    await gotoHydrated(page, '/privacy-policy');
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand-700').trim(),
    );
    expect(brand).toBe('#6d28d9');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6d28d9');
  } finally {
    const restored = await page.request.put('/api/settings/theme', { data: before.theme });
    expect(restored.status()).toBe(200);
  }
  await gotoHydrated(page, '/privacy-policy');
  await expect(page.locator('style#brand-colours')).toHaveCount(
    before.theme.primaryColor === '#1d4ed8' && before.theme.accentColor === '#0d9488' ? 0 : 1,
  );
});

test('editors and authors are refused the settings screens', async ({ page }) => {
  for (const role of ['editor', 'author'] as const) {
    await signInAs(page, role);
    for (const path of ['/admin/settings', '/admin/settings/colors']) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), `${role} ${path}`).toBe(403);
      await expect(page.getByText('Required roles: admin', { exact: true })).toBeVisible();
    }
  }
});
