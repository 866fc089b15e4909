import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

const siteName = 'Ava Automation';

const pages = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    facts: [
      'Last updated: March 14, 2025',
      'do not sell personal information',
      'TLS',
      'AES-256',
      '12 months from the date of the call',
      'Access',
      'Correction',
      'Deletion',
      'Objection',
      'Portability',
      'session cookie',
      'third-party advertising cookies',
      'not directed to children under 13',
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    facts: [
      'Last updated: March 14, 2025',
      'at least 18 years old',
      'month to month',
      'we do not give refunds or credits for partial billing periods',
      'not an emergency service',
      'laws of the State of Kansas',
      'Johnson County, Kansas',
      '12 months',
    ],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    facts: [
      'Effective: May 16, 2025',
      '$99/month',
      '$199/month',
      '$299 one-time setup fee',
      'Custom quote',
      'non-refundable',
      'renews automatically',
      'no long-term contracts',
      '$0.20 per minute',
      '$0.03 per text or chat message',
      '$0.12 per review response',
      '30-day satisfaction guarantee',
      'only exception',
      'in the 12 months before',
      'laws of the State of Kansas',
    ],
  },
];

for (const legal of pages) {
  test.describe(legal.title, () => {
    test('the server renders it with its title and description', async ({ request }) => {
      const response = await request.get(legal.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${legal.title} | ${siteName}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    });

    test('it shows the heading, the key facts and the contact details', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      const response = await gotoHydrated(page, legal.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(page).toHaveTitle(`${legal.title} | ${siteName}`);

      const main = page.getByRole('main');
      for (const fact of legal.facts) await expect(main).toContainText(fact);

      // Contact details come from the site configuration.
      const contact = main.locator('address');
      await expect(contact).toContainText(siteName);
      await expect(contact).toContainText('Overland Park, KS');
      await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(contact.getByRole('link', { name: /\d{3}-\d{4}/ })).toHaveAttribute(
        'href',
        /^tel:/,
      );
      expect(problems).toEqual([]);
    });

    test('every table-of-contents link points at a section heading', async ({ page }) => {
      await page.goto(legal.path);
      const links = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(5);
      for (let index = 0; index < count; index++) {
        const link = links.nth(index);
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^#[\w-]+$/);
        const section = page.locator(`section${href}`);
        await expect(section.getByRole('heading', { level: 2 })).toContainText(
          (await link.textContent()) ?? '',
        );
      }
    });
  });
}

test('the legal pages link to each other', async ({ page }) => {
  await gotoHydrated(page, '/terms-of-service');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await main.getByRole('link', { name: 'Terms and Conditions' }).first().click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});
