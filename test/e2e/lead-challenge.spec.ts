import { expect, test, type Browser, type Page } from '@playwright/test';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

/** A person needs longer than the spam rule's 3 seconds (from the page's start) to send a form. */
const humanPause = 3_200;

/** An admin's session in its own context, closed by the caller. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'admin');
  return page;
}

/** Fills and sends the form of the /contact page the browser shows. */
async function sendContactForm(page: Page, name: string) {
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('checked@example.test');
  await form.getByLabel('How can we help?').fill('Sent through the check.');
  await page.waitForFunction((pause) => performance.now() > pause, humanPause);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
}

async function leadArrived(admin: Page, name: string) {
  const found = await admin.request.get(`/api/leads?q=${encodeURIComponent(name)}`);
  expect(found.status()).toBe(200);
  const body = (await found.json()) as { leads: Array<{ name: string; status: string }> };
  expect(body.leads.map((lead) => [lead.name, lead.status])).toEqual([[name, 'new']]);
}

test('with the proof-of-work check on, the contact form solves it and the lead arrives', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  try {
    await gotoHydrated(admin, '/admin/settings/notifications');
    const setting = admin.getByLabel(
      'Ask lead forms for a proof-of-work check (for forms under attack)',
    );
    await setting.check();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Notification settings saved', { exact: true })).toBeVisible();

    const name = `Checked Lead ${Date.now().toString(36)}`;
    const challenges = page.waitForResponse('**/api/leads/challenge');
    const sending = page.waitForRequest((request) => request.url().endsWith('/api/leads'));
    await gotoHydrated(page, '/contact');
    await sendContactForm(page, name);
    expect((await challenges).status()).toBe(200);
    const sent = (await sending).postDataJSON() as { altcha?: { solution?: unknown } };
    expect(sent.altcha?.solution).toBeTruthy();
    await leadArrived(admin, name);
  } finally {
    const reset = await admin.request.put('/api/settings/notifications', {
      data: { leadRecipients: [], confirmToVisitor: false, spamChallenge: false },
    });
    expect(reset.status()).toBe(200);
    await admin.context().close();
  }
});

test('with the check off, the contact form sends at once: no challenge, no extra script', async ({
  page,
  browser,
}) => {
  const name = `Unchecked Lead ${Date.now().toString(36)}`;
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/leads/challenge') || request.resourceType() === 'script') {
      requested.push(request.url());
    }
  });
  await gotoHydrated(page, '/contact');
  // Parts below the fold load their code once seen (the footer): seen first, so that only what
  // sending the form asks for is counted.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  requested.length = 0;
  await sendContactForm(page, name);
  expect(requested).toEqual([]);
  const admin = await adminPage(browser);
  try {
    await leadArrived(admin, name);
  } finally {
    await admin.context().close();
  }
});

test('a page opened before the check was turned on learns it from the refusal and sends, checked', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const settings = (spamChallenge: boolean) =>
    admin.request.put('/api/settings/notifications', {
      data: { leadRecipients: [], confirmToVisitor: false, spamChallenge },
    });
  try {
    await gotoHydrated(page, '/contact');
    expect((await settings(true)).status()).toBe(200);
    const name = `Stale Page Lead ${Date.now().toString(36)}`;
    const refusals = page.waitForResponse(
      (response) => response.url().endsWith('/api/leads') && response.status() === 400,
    );
    const challenges = page.waitForResponse('**/api/leads/challenge');
    await sendContactForm(page, name);
    expect(((await (await refusals).json()) as { errors?: object }).errors).toHaveProperty(
      'altcha',
    );
    expect((await challenges).status()).toBe(200);
    await leadArrived(admin, name);
  } finally {
    expect((await settings(false)).status()).toBe(200);
    await admin.context().close();
  }
});
