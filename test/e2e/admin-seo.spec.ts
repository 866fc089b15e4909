import { expect, test } from '@playwright/test';
import { desktop, expectAuthorRefused, toastNamed, uniqueName } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: desktop });

test('an editor overrides the home page title and description, and the public page uses them', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Ava answers every call ${uniqueName()}`;
  const description =
    'Ava, the AI receptionist for small businesses, answers every call day and night and books the job.';
  try {
    await page.getByRole('button', { name: /^Home/ }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill(description);
    await expect(page.getByText(`${title.length}/70`)).toBeVisible();
    await expect(page.getByText(`${description.length}/160`)).toBeVisible();
    const preview = page.getByTestId('search-preview');
    await expect(preview).toContainText(title);
    await expect(preview).toContainText(description);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastNamed(page, 'SEO override saved')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Home/ })).toContainText('Custom');

    // The first HTML a search engine reads.
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${description}"`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}"`);

    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);

    // Arriving by client-side navigation shows the override too.
    await gotoHydrated(page, '/contact');
    await expect(page).toHaveTitle(/^Contact Us \|/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(title);
  } finally {
    const restored = await page.request.put('/api/seo', {
      data: { path: '/', title: '', description: '', image: '' },
    });
    expect(restored.status()).toBe(200);
  }
  const html = await (await request.get('/')).text();
  expect(html).not.toContain(title);
});

test('lengths over the limits and a bad image address are refused on the right field', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/content/seo');
  await page.getByRole('button', { name: /^Blog/ }).click();
  await page.getByLabel('Title').fill('x'.repeat(71));
  await expect(page.getByText('71/70')).toBeVisible();
  await page.getByLabel('Social image').fill('http://insecure.example.com/a.png');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title must be at most 70 characters')).toBeVisible();
  await expect(
    page.getByText('Use an https:// URL or an image from the media library (/uploads/…)'),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  // Nothing was saved: the page keeps its own tags.
  const overrides = await (await page.request.get('/api/seo')).json();
  expect(overrides.overrides.map((item: { path: string }) => item.path)).not.toContain('/blog');
});

test('an author is refused the SEO screen', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/content/seo');
});
