import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownClientAddress } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

const sentTitle = 'Request sent';
const sentDescription = 'Thank you! We received your request and will get back to you shortly.';

async function openContactForm(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Contact Us' })
    .click();
  return page.getByRole('dialog', { name: 'Contact Our Team' });
}

async function sendContactRequest(page: Page, name: string) {
  const dialog = await openContactForm(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('pat@example.com');
  await dialog.getByLabel('How can we help?').fill('We miss calls at lunch.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  return dialog;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('a sent contact request is confirmed by a toast, reachable with F8', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(notifications(page)).toHaveCount(0);
  const dialog = await sendContactRequest(page, 'Pat Doe');

  const toast = notifications(page).getByRole('listitem');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(sentTitle);
  await expect(toast).toContainText(sentDescription);
  await expect(dialog.getByRole('status')).toHaveText(sentDescription);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('F8');
  await expect(notifications(page).getByRole('list')).toBeFocused();
  await expect(notifications(page).getByRole('list')).toHaveCSS('max-width', '420px');
});

test('only one toast shows at a time', async ({ page }) => {
  await gotoHydrated(page, '/');
  const first = await sendContactRequest(page, 'First Caller');
  await expect(notifications(page).getByRole('listitem')).toHaveCount(1);
  await first.getByRole('button', { name: 'Close' }).click();
  await sendContactRequest(page, 'Second Caller');
  await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
  // The open dialog hides the rest of the page, toasts included, from the accessibility tree
  // (Radix announces each toast through a live region of its own), so look at the markup.
  const shown = page.locator('[data-toaster] li');
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(sentTitle);
});

test('a toast closes by itself after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  await sendContactRequest(page, 'Pat Doe');
  const toast = notifications(page).getByRole('listitem');
  // The wait for the server's answer is real time, not the page's clock; CI can be slow.
  await expect(toast).toBeVisible({ timeout: 15_000 });
  // Radix pauses the timer while the pointer rests on the toasts; keep it elsewhere.
  await page.mouse.move(10, 400);
  await page.clock.runFor(4_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});

test('a toast swiped right by more than 50 px is dismissed; a shorter swipe snaps back', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const dialog = await sendContactRequest(page, 'Pat Doe');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const toast = notifications(page).getByRole('listitem');
  await expect(toast).toBeVisible();

  const swipe = async (distance: number) => {
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) {
      await page.mouse.move(box.x + 20 + (distance * step) / 5, y);
    }
    await page.mouse.up();
  };
  await swipe(30);
  await expect(toast).toHaveAttribute('data-swipe', 'cancel');
  await expect(toast).toBeVisible();
  await swipe(80);
  await expect(toast).toHaveCount(0);
});

test('when the server refuses a request, the form keeps what the visitor typed and says why', async ({
  page,
}) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Please check the highlighted fields',
        errors: { phone: 'Please enter a valid phone number' },
      }),
    }),
  );
  await gotoHydrated(page, '/');
  const dialog = await openContactForm(page);
  await dialog.getByLabel('Name').fill('Pat Doe');
  await dialog.getByLabel('Email').fill('pat@example.com');
  await dialog.getByLabel('Phone (optional)').fill('555 0100');
  await dialog.getByLabel('How can we help?').fill('We miss calls at lunch.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('Please check the highlighted fields');
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Pat Doe');
  await expect(dialog.getByLabel('Email')).toHaveValue('pat@example.com');
  await expect(dialog.getByLabel('Phone (optional)')).toHaveValue('555 0100');
  await expect(dialog.getByLabel('How can we help?')).toHaveValue('We miss calls at lunch.');
  await expect(notifications(page)).toHaveCount(0);
});
