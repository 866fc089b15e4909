import { expect, test } from '@playwright/test';
import { gotoHydrated, scrollToHydrated, signInAs } from './support';

test('the footer carries the quick links, contact links, social links and the current year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quickLinks = footer.getByRole('navigation', { name: 'Quick links' });
  const expected: Array<[label: string, href: string]> = [
    ['Home', '/'],
    ['Why AI?', '/#why-ai'],
    ['Solutions', '/#solutions'],
    ['Meet Ava', '/#meet-ava'],
    ['Who We Help', '/#industries'],
    ['Results', '/#results'],
    ['Book a Call', '/#booking'],
  ];
  for (const [label, href] of expected) {
    await expect(quickLinks.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(footer.getByRole('link', { name: '(555) 010-0142' })).toHaveAttribute(
    'href',
    'tel:5550100142',
  );
  await expect(footer.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
    'href',
    'mailto:hello@example.com',
  );
  await expect(footer.getByRole('link', { name: /Overland Park, KS/ })).toHaveAttribute(
    'href',
    /maps/,
  );
  for (const network of ['LinkedIn', 'Facebook', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network}$`) })).toHaveAttribute(
      'rel',
      /noopener/,
    );
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} Ava Automation`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
  await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
    'href',
    '/sitemap.html',
  );
});

test('the footer hydrates when a visitor scrolls to it, and its links navigate in the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/post/open-house-follow-up-automation-for-agents');
  const footer = await scrollToHydrated(page, 'site-footer');
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy Policy');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(footer.getByRole('link', { name: 'Sitemap' })).toBeVisible();
});

test('a client-side navigation before the footer hydrated still shows the footer', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/post/open-house-follow-up-automation-for-agents');
  await expect(page.locator('#site-footer')).not.toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Ava Automation`)).toBeVisible();
});

test('leaving the admin for the site renders the footer in the browser', async ({ page }) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL(/\/$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('#site-footer')).toHaveAttribute('data-hydrated', 'true');
});
