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
  // Answered before any page renders, then from the public cache, each hit counted. Another
  // test's site-wide change (settings, navigation) may empty the cache between two requests;
  // the answer is then stored again, and a later request is a hit.
  const anonymous = visitor.context().request;
  const answers: Array<[number, string | undefined, string | undefined]> = [];
  do {
    const moved = await anonymous.get(`/2019/05/our-menu-${suffix}`, { maxRedirects: 0 });
    answers.push([moved.status(), moved.headers().location, moved.headers()['x-render-cache']]);
  } while (answers.at(-1)![2] !== 'hit' && answers.length < 5);
  expect(answers[0]).toEqual([301, '/contact', 'miss']);
  expect(answers.at(-1)).toEqual([301, '/contact', 'hit']);
  expect(answers.every(([status, location]) => status === 301 && location === '/contact')).toBe(
    true,
  );

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: `/2019/05/our-menu-${suffix}` });
  // Followed by the request above, by the visitor, and by each anonymous request.
  await expect(row.getByRole('cell').nth(4)).toHaveText(String(2 + answers.length));
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
