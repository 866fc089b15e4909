import { expect, test } from '@playwright/test';
import { gotoHydrated, sampleAccounts } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/** A person needs longer than the spam rule's 3 seconds to read and fill a form. */
const humanPause = 3_200;

test('a visit from a newsletter campaign reaches the lead: first touch kept across pages, without a cookie', async ({
  page,
  browser,
}) => {
  const name = `Spring Lead ${Date.now().toString(36)}`;
  // Arrives from the newsletter, reads two pages (the first without its scripts), then writes.
  await page.goto('/landing?utm_source=newsletter&utm_campaign=spring&gclid=abc123');
  await page.goto('/pricing');
  await gotoHydrated(page, '/contact');
  const firstTouch = await page.evaluate(() => sessionStorage.getItem('ava.firstTouch'));
  expect(JSON.parse(firstTouch!)).toEqual({
    landingPath: '/landing',
    utmSource: 'newsletter',
    utmCampaign: 'spring',
    gclid: true,
  });
  expect(await page.context().cookies()).toEqual([]);

  const form = page.getByRole('region', { name: 'Send us a message' });
  // The hidden field is out of sight and out of the keyboard's reach.
  await expect(form.getByLabel('Leave this field empty')).not.toBeInViewport();
  await expect(form.getByLabel('Leave this field empty')).toHaveAttribute('tabindex', '-1');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('spring@example.test');
  await form.getByLabel('How can we help?').fill('Saw your newsletter.');
  await page.waitForTimeout(humanPause);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');

  const staff = await browser.newContext();
  try {
    const login = await staff.request.post('/api/auth/login', { data: sampleAccounts.editor });
    expect(login.status()).toBe(200);
    const found = await staff.request.get(`/api/leads?q=${encodeURIComponent(name)}`);
    const { leads } = (await found.json()) as { leads: Array<Record<string, unknown>> };
    expect(leads).toEqual([
      expect.objectContaining({
        name,
        status: 'new',
        source: 'newsletter',
        utmCampaign: 'spring',
        hasGclid: true,
        landingPath: '/landing',
        sourcePath: '/contact',
      }),
    ]);
  } finally {
    await staff.close();
  }
});

test('a form sent at machine speed is kept as spam, and the visitor is thanked all the same', async ({
  page,
  browser,
}) => {
  const name = `Hasty ${Date.now().toString(36)}`;
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('hasty@example.test');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');

  const staff = await browser.newContext();
  try {
    await staff.request.post('/api/auth/login', { data: sampleAccounts.editor });
    const spam = await staff.request.get(`/api/leads?status=spam&q=${encodeURIComponent(name)}`);
    const { leads } = (await spam.json()) as { leads: Array<Record<string, unknown>> };
    expect(leads).toEqual([expect.objectContaining({ name, spamReason: 'too fast' })]);
  } finally {
    await staff.close();
  }
});
