import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/*
 * A public https address: accepted whatever NODE_ENV the server runs under. Whether the ping
 * reaches a real receiver, signed, is the integration tests' part (webhooks-api.test.ts).
 */
const endpointUrl = `https://hooks.example.com/site/${Date.now().toString(36)}`;

test('an admin adds a webhook endpoint, sees its secret once, sends a test and sees the delivery', async ({
  page,
}) => {
  // The ping's attempt and its resend's each wait for the server's job worker.
  test.setTimeout(60_000);
  await signInAs(page, 'admin');
  const response = await gotoHydrated(page, '/admin/webhooks');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Webhooks' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add endpoint' });
  // No event: the form says so beside the events and sends nothing.
  await add.getByLabel('URL').fill('ftp://example.com/x');
  await add.getByRole('checkbox', { name: /lead\.created/ }).uncheck();
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add.getByText('Choose at least one event')).toBeVisible();
  await expect(add.getByText('The URL must start with https://', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await add.getByLabel('URL').fill(endpointUrl);
  await add.getByRole('checkbox', { name: /lead\.created/ }).check();
  await add.getByRole('checkbox', { name: /post\.published/ }).check();
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add).toBeHidden();

  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = await shown.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: endpointUrl });
  await expect(row).toContainText('lead.created');
  await expect(row).toContainText('post.published');
  const status = row.getByRole('cell').nth(2);
  await expect(status).toHaveText('On');
  // Once closed, the secret is nowhere on the page, nor in what the API lists.
  await expect(page.getByText(secret)).toHaveCount(0);
  const listed = await page.request.get('/api/webhooks');
  expect(await listed.text()).not.toContain(secret);

  await row.getByRole('button', { name: `Send test to ${endpointUrl}` }).click();
  await expect(page.getByText('Test delivery queued').first()).toBeVisible();
  const deliveries = page.getByRole('region', { name: `Deliveries to ${endpointUrl}` });
  const delivery = deliveries.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(delivery).toHaveCount(1);
  // Queued; the app's job worker, when one runs, sends it and the log follows.
  await expect(delivery.getByRole('cell').nth(1)).toHaveText(/^(Pending|Delivered|Failed)$/);
  await expectNoAxeViolations(page);

  // Once tried (the host does not resolve: it fails), its attempts open in a dialog.
  await expect(delivery.getByRole('cell').nth(1)).toHaveText(/^(Delivered|Failed)$/, {
    timeout: 20_000,
  });
  const openAttempts = delivery.getByRole('button', { name: /^Attempts of delivery \d+/ });
  await openAttempts.click();
  const details = page.getByRole('dialog', { name: 'Delivery of webhook.test' });
  const attempts = details.getByRole('listitem');
  await expect(attempts).toHaveCount(1);
  await expect(attempts.first()).toContainText('Test ping');
  await expect(attempts.first()).toContainText(/HTTP \d{3}|No answer/);
  await expect(details.getByText(/^msg_[0-9a-f]{32}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // From the keyboard: Escape closes it, giving focus back to its button, and Enter opens it.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(openAttempts).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  // "Resend": one more attempt, newest first.
  await details.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Resend queued').first()).toBeVisible();
  await expect(attempts).toHaveCount(2, { timeout: 20_000 });
  await expect(attempts.first()).toContainText('Resend');
  // Escape would close the toast first (the newest layer): the dialog's own Close button.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(openAttempts).toBeFocused();

  await row.getByRole('button', { name: `Switch off ${endpointUrl}` }).click();
  await expect(status).toHaveText('OffSwitched off by an admin');
  await row.getByRole('button', { name: `Switch on ${endpointUrl}` }).click();
  await expect(status).toHaveText('On');

  await row.getByRole('button', { name: `Delete ${endpointUrl}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this webhook endpoint? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Endpoint deleted').first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('editors do not see or reach the webhooks screen', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
});
