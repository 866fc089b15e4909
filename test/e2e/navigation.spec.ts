import { expect, test } from '@playwright/test';
import { gotoHydrated, ownClientAddress } from './support';

test.use(ownClientAddress(import.meta.url));

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Solutions dropdown lists the three solution pages and closes on an outside click', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Solutions' }).click();
    const items = nav.getByRole('list', { name: 'Solutions' }).getByRole('link');
    // The menu's code loads on the first click: on a loaded machine, seconds.
    await expect(items).toHaveCount(3, { timeout: 15_000 });
    await expect(items.filter({ hasText: 'AI Voice Receptionists' })).toHaveAttribute(
      'href',
      '/solutions/ai-voice-receptionists',
    );
    // The menu listens for a press outside it from the task after it opens (Radix's
    // DismissableLayer, so that the opening click does not close it); a browser under load can
    // deliver the test's click first, which no visitor's hand is quick enough to do. A zero
    // timeout in the page runs after that one.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.mouse.click(640, 600);
    await expect(items).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
  });

  test('Book a Call and Contact Us open their dialogs with the exact texts', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Book a Call' }).click();
    const booking = page.getByRole('dialog');
    await expect(
      booking.getByRole('heading', { name: 'Book Your AI Strategy Consultation' }),
    ).toBeVisible();
    await expect(
      booking.getByText('Schedule a time that works for you to discuss your AI strategy needs.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Book a Call' })).toBeFocused();

    await nav.getByRole('button', { name: 'Contact Us' }).click();
    const contact = page.getByRole('dialog');
    await expect(contact.getByRole('heading', { name: 'Contact Our Team' })).toBeVisible();
    await expect(
      contact.getByText(
        "Have questions? Fill out the form below and we'll get back to you shortly.",
      ),
    ).toBeVisible();
  });

  test('without a hosted widget the contact dialog sends a real lead, with messages by the fields', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Contact Us' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Pat Doe');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByLabel('How can we help?').fill('We miss calls at lunch.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('status')).toContainText('We received your request');
  });

  test('the bar turns compact after 10 px of scroll', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-compact', 'true');
  });

  test('anchor links lead to the home page section from another page', async ({ page }) => {
    await gotoHydrated(page, '/does-not-exist');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Results' })
      .click();
    await expect(page).toHaveURL(/\/#results$/);
  });
});

test('the mobile menu is full screen with the same items and a Contact Our Team button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const label of [
    'Home',
    'AI Voice Receptionists',
    'Why AI?',
    'Who We Help',
    'Results',
    'Partners',
    'Sign In',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Contact Our Team' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Our Team' })).toBeVisible();
});
