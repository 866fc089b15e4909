import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin reads the job queue and the outbox a new lead fills', async ({ page }) => {
  const name = `Outbox lead ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/leads', {
    data: { kind: 'quote', name, email: 'outbox@example.com', message: 'Please send a quote.' },
  });
  expect(sent.status()).toBe(201);

  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
  const states = page.getByRole('group', { name: 'Job state' });
  for (const state of ['Pending', 'Running', 'Failed', 'Dead', 'Done']) {
    await expect(
      states.getByRole('button', { name: new RegExp(`^${state} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }
  // Without SMTP the lead's e-mail job is done at once: the message waits in the outbox.
  await states.getByRole('button', { name: /^Done/ }).click();
  await expect(states.getByRole('button', { name: /^Done/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('row').filter({ hasText: 'email.send' }).first()).toContainText(
    'Done',
  );
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await gotoHydrated(page, '/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(
    page.getByText('SMTP_URL is not set: messages wait here and are sent once it is.'),
  ).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: `Quote request from ${name}` });
  await expect(message).toContainText('Held (no SMTP)');
  await message.getByText(`Quote request from ${name}`).click();
  await expect(message).toContainText('Email: outbox@example.com');
  await expect(message).toContainText('/admin/leads?lead=');
  await page
    .getByRole('group', { name: 'Message status' })
    .getByRole('button', { name: 'Sent' })
    .click();
  await expect(page.getByText('No messages with this status.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin saves who hears of new leads, and the settings survive a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText(/Leave it empty to e-mail every admin/)).toBeVisible();
  const recipients = page.getByLabel('Who is e-mailed about a new lead');
  const confirm = page.getByLabel('Send visitors a confirmation');

  await recipients.fill('sales@example.com\nnot an address');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/not an address: /)).toBeVisible();
  await expect(recipients).toHaveAttribute('aria-invalid', 'true');

  await recipients.fill('sales@example.com\nowner@example.com');
  await confirm.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Notification settings saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await gotoHydrated(page, '/admin/settings/notifications');
  await expect(recipients).toHaveValue('sales@example.com\nowner@example.com');
  await expect(confirm).toBeChecked();

  // Back to the defaults: every admin, no confirmation.
  const reset = await page.request.put('/api/settings/notifications', {
    data: { leadRecipients: [], confirmToVisitor: false },
  });
  expect(reset.status()).toBe(200);
});

test('Retry now asks the API to run a dead job at once and shows the queue again', async ({
  page,
}) => {
  // A dead job needs its retries used up, which the browser tests cannot cause without a
  // failing mail server; the API's retry itself is covered by the operations API tests.
  const deadJob = {
    id: 9001,
    kind: 'email.send',
    state: 'dead',
    attempts: 5,
    maxAttempts: 5,
    runAt: new Date().toISOString(),
    lastError: 'SMTP said no',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    finishedAt: null,
  };
  let retried = false;
  await page.route(
    (url) => url.pathname === '/api/jobs',
    (route) =>
      route.fulfill({
        json: {
          jobs: [{ ...deadJob, state: retried ? 'pending' : 'dead' }],
          total: 1,
          counts: {
            pending: retried ? 1 : 0,
            running: 0,
            failed: 0,
            done: 0,
            dead: retried ? 0 : 1,
          },
        },
      }),
  );
  await page.route(
    (url) => url.pathname === '/api/jobs/9001/retry',
    (route) => {
      retried = route.request().method() === 'POST';
      return route.fulfill({ json: { ...deadJob, state: 'pending', lastError: null } });
    },
  );

  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/jobs');
  const row = page.getByRole('row').filter({ hasText: 'SMTP said no' });
  await expect(row).toContainText('Dead');
  await expect(row).toContainText('5/5');
  await row.getByRole('button', { name: /Retry now/ }).click();
  await expect(page.getByText('Job queued to run now', { exact: true })).toBeVisible();
  expect(retried).toBe(true);
  await expect(row).toContainText('Pending');
});

test('editors are refused the job queue, the outbox and the notification settings', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  for (const path of ['/admin/jobs', '/admin/emails', '/admin/settings/notifications']) {
    const response = await gotoHydrated(page, path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Required roles: admin', { exact: true })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await gotoHydrated(page, '/admin/leads');
  await expect(nav.getByRole('link', { name: 'Background jobs' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
});
