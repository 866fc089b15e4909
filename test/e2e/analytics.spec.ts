import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

/** A person needs longer than the spam rule's 3 seconds (from the page's start) to send a form. */
const humanPause = 3_200;

/** Sends the contact form of /contact as a person would. */
async function sendLead(page: Page, name: string) {
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('analytics@example.test');
  await form.getByLabel('How can we help?').fill('Read your newsletter.');
  await page.waitForFunction((pause) => performance.now() > pause, humanPause);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
}

/** A UTC day `offset` days from today, as the range picker writes it. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A panel of the dashboard, found by its heading. */
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a newsletter visit that becomes a lead shows in the campaign and conversion tables', async ({
  browser,
}) => {
  // A campaign of its own, so that other tests' visits do not change its figures, and a browser
  // version of its own: every test's browser shares one address, and the day's visitor id is
  // made from the address and the browser, so with the same browser this would be a later page
  // of another test's visit.
  // A lead takes its human pause, and events are written in batches: more than the usual time.
  test.setTimeout(60_000);
  const run = Date.now();
  const campaign = `spring-${run.toString(36)}`;
  const visitor = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    userAgent: devices['Desktop Chrome'].userAgent.replace(
      /Chrome\/[\d.]+/,
      `Chrome/131.0.${run % 100_000}.1`,
    ),
  });
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await visitor.newPage();
    await page.goto(`/landing?utm_source=newsletter&utm_campaign=${campaign}`);
    await page.goto('/pricing');
    await sendLead(page, `Analytics Lead ${campaign}`);

    const admin = await staff.newPage();
    await signInAs(admin, 'admin');
    await gotoHydrated(admin, '/admin/analytics');
    const campaignRow = panel(admin, 'Campaigns').getByRole('row').filter({ hasText: campaign });
    // Events are written in batches about a second apart: look again until they are.
    await expect
      .poll(
        async () => {
          await admin.reload();
          await panel(admin, 'Campaigns').waitFor();
          return campaignRow.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(campaignRow.getByRole('cell')).toHaveText([campaign, 'newsletter', '1', '1']);
    const conversionRow = panel(admin, 'Conversions by campaign')
      .getByRole('row')
      .filter({ hasText: campaign });
    await expect(conversionRow.getByRole('cell')).toHaveText([
      campaign,
      'newsletter',
      '1',
      '1',
      '100%',
    ]);
    await expect(
      panel(admin, 'Entry pages').getByRole('row').filter({ hasText: '/landing' }),
    ).toHaveCount(1);
    await expect(
      panel(admin, 'Campaigns').getByRole('link', { name: /Download CSV/ }),
    ).toHaveAttribute(
      'href',
      /^\/api\/analytics\/export\.csv\?table=campaigns&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    const totals = panel(admin, 'Totals');
    await expect(totals.getByText('Visitors', { exact: true })).toBeVisible();
    await expect(totals.getByText('Conversion rate', { exact: true })).toBeVisible();
  } finally {
    await visitor.close();
    await staff.close();
  }
});

test('the analytics screen passes axe, and its period is kept in the address', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel(page, 'Visitors and page views')).toBeVisible();
  await expectNoAxeViolations(page);

  await period.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?range=7d$/);
  await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const custom = page.getByRole('form', { name: 'Custom range' });
  await custom.getByLabel('From').fill('2026-01-01');
  await custom.getByLabel('To').fill('2025-12-31');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(custom.getByRole('alert')).toHaveText('From must be on or before To');
  await expect(page).toHaveURL(/\?range=7d$/);

  const [from, to] = [day(-2), day(0)];
  await custom.getByLabel('From').fill(from);
  await custom.getByLabel('To').fill(to);
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/analytics\\?from=${from}&to=${to}$`));
  await expect(
    panel(page, 'Campaigns').getByRole('link', { name: /Download CSV/ }),
  ).toHaveAttribute('href', `/api/analytics/export.csv?table=campaigns&from=${from}&to=${to}`);

  // A reload keeps the period; Back returns to the one before.
  await page.reload();
  await expect(custom.getByLabel('From')).toHaveValue(from);
  await page.goBack();
  await expect(page).toHaveURL(/\?range=7d$/);
});

test('the dashboard shows today’s visitors and the blog manager each post’s views, to roles that read analytics', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin');
  const card = panel(page, 'Visitors');
  await expect(card.getByText('today')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Visitors per day: / })).toBeVisible();

  await gotoHydrated(page, '/admin/content/blog/manager');
  const posts = panel(page, 'Posts');
  await expect(posts.getByRole('columnheader', { name: 'Views (30 days)' })).toBeVisible();
  const published = posts.getByRole('row').filter({ hasText: 'Published' }).first();
  await expect(published.getByRole('cell').last()).toHaveText(/^\d[\d,]*$/);
});
