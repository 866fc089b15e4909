import { expect, test } from '@playwright/test';
import { gotoHydrated, ownClientAddress, sampleAccounts } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

/** A person needs longer than the spam rule's 3 seconds (from the page's start) to send a form. */
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
  await page.waitForFunction((pause) => performance.now() > pause, humanPause);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');

  // An editor finds it with its source and campaign, works it, and exports it.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const login = await staff.request.post('/api/auth/login', { data: sampleAccounts.editor });
    expect(login.status()).toBe(200);
    const admin = await staff.newPage();
    await gotoHydrated(admin, `/admin/leads?q=${encodeURIComponent(name)}`);
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Source: newsletter, campaign: spring');
    await expect(row).toContainText('on /contact');
    await row.getByRole('button', { name }).click();
    const drawer = admin.getByRole('dialog', { name });
    const firstTouchFacts = drawer.getByRole('region', { name: 'First touch' });
    await expect(firstTouchFacts).toContainText('/landing');
    await drawer.getByLabel('Status').selectOption('contacted');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    const timeline = drawer.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('Status: New → Contacted');
    await drawer.getByLabel('Add a note').fill('Replied by phone.');
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline).toContainText('Replied by phone.');
    await drawer.getByRole('button', { name: 'Close' }).click();

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await new Response(
      (await (await downloading).createReadStream()) as unknown as ReadableStream,
    ).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toContain('utm_source,utm_medium,utm_campaign');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(lines[0]).toMatch(/,contacted,/);
    expect(lines[0]).toMatch(/,newsletter,newsletter,,spring,/);
  } finally {
    await staff.close();
  }
});

test('a form sent at machine speed is kept as spam, and the visitor is thanked all the same', async ({
  page,
  browser,
}) => {
  const name = `Hasty ${Date.now().toString(36)}`;
  // The page's own clock stands still, so the form goes "at once" however slow this machine is.
  await page.addInitScript(() => {
    performance.now = () => 0;
  });
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
