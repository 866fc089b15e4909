import { expect, test } from '@playwright/test';

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
