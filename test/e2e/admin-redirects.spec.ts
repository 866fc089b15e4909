import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

const suffix = Date.now().toString(36);

test('an editor adds and imports redirects, and visitors at the old addresses are sent on', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'Redirects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();

  await page.getByRole('button', { name: 'Add redirect' }).click();
  const add = page.getByRole('dialog', { name: 'Add redirect' });
  await add.getByLabel('From').fill(`/2019/05/our-menu-${suffix}/`);
  await add.getByLabel('To').fill('/contact');
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add redirect' }).click();
  await expect(
    page.getByRole('cell', { name: `/2019/05/our-menu-${suffix}`, exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import redirects' });
  await importing.getByLabel('Redirects').fill(`from,to\n/admin/x-${suffix},/landing\n`);
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByRole('alert')).toContainText('line 2:');
  await importing
    .getByLabel('Redirects')
    .fill(`from,to,status\n/old-offer-${suffix},/landing,302\n`);
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing).toBeHidden();
  await expect(page.getByRole('cell', { name: `/old-offer-${suffix}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // One hop, also from the address with the trailing slash WordPress writes.
  const first = await page.request.get(`/2019/05/our-menu-${suffix}/`, { maxRedirects: 0 });
  expect([first.status(), first.headers().location]).toEqual([301, '/contact']);
  const visitor = await browser.newPage();
  await visitor.goto(`/2019/05/our-menu-${suffix}/`);
  await expect(visitor).toHaveURL(/\/contact$/);
  await visitor.goto(`/old-offer-${suffix}`);
  await expect(visitor).toHaveURL(/\/landing$/);
  // Answered before any page renders, then from the public cache, each hit counted.
  const anonymous = visitor.context().request;
  const answers = [];
  for (let time = 0; time < 2; time += 1) {
    const moved = await anonymous.get(`/2019/05/our-menu-${suffix}`, { maxRedirects: 0 });
    answers.push([moved.status(), moved.headers().location, moved.headers()['x-render-cache']]);
  }
  expect(answers).toEqual([
    [301, '/contact', 'miss'],
    [301, '/contact', 'hit'],
  ]);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: `/2019/05/our-menu-${suffix}` });
  // Followed four times: by the request above, by the visitor, and twice from the cache.
  await expect(row.getByRole('cell').nth(4)).toHaveText('4');
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect(
    (await page.request.get(`/2019/05/our-menu-${suffix}`, { maxRedirects: 0 })).status(),
  ).toBe(404);
  // The cache let it go with the redirect.
  expect((await anonymous.get(`/2019/05/our-menu-${suffix}`, { maxRedirects: 0 })).status()).toBe(
    404,
  );
  await visitor.close();
});

test('authors neither see nor reach the redirects', async ({ page }) => {
  await signInAs(page, 'author');
  await gotoHydrated(page, '/admin/content/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toHaveCount(0);
  expect((await page.request.get('/api/redirects')).status()).toBe(403);
});
