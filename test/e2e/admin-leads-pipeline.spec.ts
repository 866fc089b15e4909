import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

/** Sends a lead the way the site's forms do, with the visit's first touch. */
async function sendLead(request: APIRequestContext, name: string, email: string) {
  const sent = await request.post('/api/leads', {
    data: {
      kind: 'contact',
      name,
      email,
      company: 'Spring Realty',
      message: 'We saw your newsletter.',
      sourcePath: '/contact',
      attribution: { utmSource: 'newsletter', utmCampaign: 'spring', landingPath: '/landing' },
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

test('an editor filters leads by source, works one in the drawer, changes two at once and exports CSV', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const name = `Spring lead ${run}`;
  await sendLead(page.request, name, `spring-${run}@example.com`);
  const others = [`Bulk one ${run}`, `Bulk two ${run}`];
  for (const [index, other] of others.entries()) {
    await sendLead(page.request, other, `bulk-${index}-${run}@example.com`);
  }

  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/leads');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Source: newsletter, campaign: spring');
  await expect(row).toContainText('New');
  // The sidebar counts new leads beside the link.
  await expect(
    page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Leads\s*\d+ new$/ }),
  ).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter leads' });
  await filters.getByLabel('Source').fill('newsletter');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]source=newsletter/);
  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(filters.getByLabel('Source')).toHaveValue('newsletter');
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  // The filters live in the address: Back and Forward move between them.
  await page.goBack();
  await expect(filters.getByLabel('Source')).toHaveValue('');
  await page.goForward();
  await expect(filters.getByLabel('Source')).toHaveValue('newsletter');

  await row.getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]lead=\d+/);
  const firstTouch = drawer.getByRole('region', { name: 'First touch' });
  await expect(firstTouch).toContainText('newsletter');
  await expect(firstTouch).toContainText('spring');
  await expect(firstTouch).toContainText('/landing');
  await expect(drawer.getByRole('button', { name: /Erase lead/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await drawer.getByLabel('Status').selectOption('lost');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByText('Say why the lead was lost')).toBeVisible();
  await drawer.getByLabel('Status').selectOption('contacted');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  const timeline = drawer.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Status: New → Contacted');
  await drawer.getByLabel('Add a note').fill('Called back, demo on Friday.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline).toContainText('Called back, demo on Friday.');
  await expect(timeline.getByRole('listitem').last()).toContainText('Erin Castillo');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(row).toContainText('Contacted');

  for (const other of others) {
    await page.getByRole('checkbox', { name: `Select ${other}` }).check();
  }
  await page.getByLabel('New status for 2 selected').selectOption('qualified');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('2 leads updated', { exact: true })).toBeVisible();
  for (const other of others) {
    await expect(page.getByRole('row').filter({ hasText: other })).toContainText('Qualified');
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await new Response(
    (await download.createReadStream()) as unknown as ReadableStream,
  ).text();
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toMatch(/^id,created_at,kind,status,name,email,/);
  const line = lines.find((entry) => entry.includes(name));
  expect(line).toContain('contacted');
  expect(line).toContain('newsletter');
  expect(line).toContain('spring');
});

test('an admin erases a lead for a data-protection request, from the link in its e-mail', async ({
  page,
}) => {
  const name = `Erase me ${Date.now().toString(36)}`;
  const id = await sendLead(page.request, name, `erase-${Date.now().toString(36)}@example.com`);

  await signInAs(page, 'admin');
  // The list's first read is held until the lead is erased, as on a slow connection: what it
  // brings back is older than the erasure, and must not be what the list shows.
  let erased = () => {};
  const leadErased = new Promise<void>((resolve) => (erased = resolve));
  let firstListRead = true;
  await page.route(
    (url) => url.pathname === '/api/leads',
    async (route) => {
      if (firstListRead) {
        firstListRead = false;
        const answer = await route.fetch();
        await leadErased;
        return route.fulfill({ response: answer });
      }
      return route.continue();
    },
  );
  await gotoHydrated(page, `/admin/leads?lead=${id}`);
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: `Erase lead ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('everything recorded about it');
  const erasing = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/leads/${id}`) && response.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await erasing).ok()).toBe(true);
  erased();
  await expect(page.getByText('Lead erased', { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await page.request.get(`/api/leads/${id}`)).status()).toBe(404);
});

test('an editor finds a lead kept as spam and restores it with one click', async ({ page }) => {
  const name = `Kept as spam ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/leads', {
    data: { name, email: 'maybe-bot@example.com', website: 'https://spam.example' },
  });
  expect(sent.status()).toBe(201);

  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/leads?status=spam');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Kept as spam: honeypot');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Not spam: ${name}` }).click();
  await expect(page.getByText('Lead restored', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await gotoHydrated(page, `/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('New');
});
