import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './support';

// Pages served to anonymous visitors start their scripts when first needed
// (docs/decisions/0028-cached-pages-start-scripts-when-needed.md):
// here a visitor uses them without any preparation, as a browser meets them.

const post = '/blog/post/the-real-cost-of-missed-calls';

/** The paths of the scripts the page has requested so far. */
function scriptRequests(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a reader who scrolls and follows links downloads no script, and the bar still turns compact', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(post);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.mouse.wheel(0, 1500);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.mouse.wheel(0, -3000);
    await expect(header).toHaveAttribute('data-compact', 'false');

    await page.locator('main article').getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(page.locator('body')).not.toHaveAttribute('data-hydrated');
  });

  test('a loaded picture loses its pulsing placeholder without any script', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    const picture = page.locator('main [data-status]');
    await expect(picture).toHaveAttribute('data-status', 'loaded');
    await expect(picture.locator('[data-placeholder]')).toHaveCSS('opacity', '0');
    await expect(picture.locator('[data-placeholder]')).toHaveCSS('animation-name', 'none');
    expect(scripts).toEqual([]);
  });

  test('a click on a dialog button before the scripts arrive opens the dialog once they have', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/landing');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Book a Call' });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: 'Book Your AI Strategy Consultation' }),
    ).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-busy');
    // Client-side navigation works from here on.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test('from the keyboard: focus starts the scripts and Enter opens the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Tab from the top of the page to the Solutions button, as a keyboard user does.
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await solutions.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(solutions).toBeFocused();
    await page.keyboard.press('Enter');
    const items = nav.getByRole('list', { name: 'Solutions' }).getByRole('link');
    await expect(items).toHaveCount(3);
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');

    await nav.getByRole('button', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible();
  });

  test('a button in a part below the fold gets its click once that part has hydrated', async ({
    page,
  }) => {
    await page.goto(post);
    await page.waitForLoadState('networkidle');
    const comments = page.locator('#comments');
    await comments.scrollIntoViewIfNeeded();
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
    const toggle = comments.getByRole('button', { name: 'Add Comment' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(comments).toHaveAttribute('data-hydrated', 'true');
    await expect(comments).toContainText('Sign in to join the conversation.');
  });

  test('what is typed before the scripts arrive is kept, and searched for once they have', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/blog');
    const box = page.getByPlaceholder('Search posts...');
    await box.click();
    await box.pressSequentially('invoice');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'loading');
    await expect(page.locator('body')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page).toHaveURL(/\/blog\?q=invoice$/);
    await expect(page.getByRole('status')).toHaveText('2 posts matching “invoice”');
    await expect(box).toHaveValue('invoice');
    await expect(box).toBeFocused();
  });

  test('a choice made and a button pressed before a section hydrates both count', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/');
    const calculator = page.locator('#unlock-roi');
    await calculator.scrollIntoViewIfNeeded();
    await calculator.getByLabel('Primary Industry').selectOption('real_estate');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const industries = page.locator('#industries');
    await industries.scrollIntoViewIfNeeded();
    const tab = industries.getByRole('tab').nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('body')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).not.toHaveAttribute('aria-busy');
    await expect(calculator.getByLabel('Primary Industry')).toHaveValue('real_estate');
    await expect(calculator.getByTestId('roi-results')).toBeVisible();
    await expect(calculator.getByLabel('Conversion Rate')).toHaveValue('2.5');
  });

  test('a form the visitor is about to use starts the scripts without any interaction', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
    await page.locator('#unlock-roi').scrollIntoViewIfNeeded();
    await expect(page.locator('#unlock-roi')).toHaveAttribute('data-hydrated', 'true');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap on the menu button opens the menu once the scripts have arrived', async ({
    page,
  }) => {
    await page.goto(post);
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
  });
});
