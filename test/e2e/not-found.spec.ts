import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

test('an unknown URL answers 404 with the not-found screen', async ({ page }) => {
  const response = await gotoHydrated(page, '/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry, but the page you're looking for doesn't exist or has been moved. Let's get you back on track.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Solutions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Visit Our Blog' })).toBeVisible();
  await expect(page.getByText('Looking for something?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
  await expect(page.getByText('Need Assistance?')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Small Business Automation. Big Business Results.',
  );
});

test('the raw 404 response carries the not-found text', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

test('an unknown API path answers JSON, not the page', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'No API endpoint GET /api/no-such-endpoint' });
});
