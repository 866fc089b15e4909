import { expect, test } from '@playwright/test';
import { gotoHydrated, scrollToHydrated } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('the partners strip shows four customer logos with their names', async ({ page }) => {
  await gotoHydrated(page, '/');
  const logos = page.locator('#partners').getByRole('img');
  await expect(logos).toHaveCount(4);
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('alt', /\w/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('why AI names the four pain points', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#why-ai');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Missed Calls',
    'Admin Overload',
    'Inconsistent Service',
    'Struggling to Compete',
  ]);
});

test('the three solution cards link to their pages', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#solutions');
  const expected: Array<[text: string, href: string]> = [
    ['Learn About Ava', '/solutions/ai-voice-receptionists'],
    ['Explore Workflow Solutions', '/solutions/ai-business-operations'],
    ['Get Strategic Guidance', '/solutions/ai-consulting'],
  ];
  await expect(section.getByRole('link')).toHaveText(expected.map(([text]) => text));
  for (const [text, href] of expected) {
    await expect(section.getByRole('link', { name: text, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
});

test('Meet Ava opens a 16:9 video dialog that closes again', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = await scrollToHydrated(page, 'meet-ava');
  await expect(section.getByRole('link', { name: 'Explore More About Ava AI' })).toHaveAttribute(
    'href',
    '/solutions/ai-voice-receptionists',
  );
  const button = section.getByRole('button', { name: 'Let Ava Show You What She Can Do' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'See Ava in Action' });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByTestId('ava-video');
  // No video is configured in this environment: our own animated demo plays instead.
  const media = frame.locator('iframe, video, img');
  await expect(media).toHaveCount(1);
  await expect(media).toBeVisible();
  const box = await frame.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
  await expect(dialog.getByRole('link', { name: '(555) 010-0142' })).toHaveAttribute(
    'href',
    'tel:5550100142',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the pricing summary carries the plan numbers', async ({ page }) => {
  await gotoHydrated(page, '/');
  const pricing = page.locator('#pricing');
  for (const text of [
    '$99/month',
    '$199/month',
    'Custom quote',
    'Voice $0.20 per minute',
    'Conversation $0.03 per message',
    'Reviews $0.12 per response',
    'Unlimited voice',
    'Custom voice allocation',
    '30-day satisfaction guarantee',
    'No long-term contracts',
    'Cancel anytime',
  ]) {
    await expect(pricing.getByText(text)).toBeVisible();
  }
  await expect(pricing.getByText('$299 one-time setup')).toHaveCount(2);
});

test('the podcast list toggles between 4 featured and all 15 appearances', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = await scrollToHydrated(page, 'author');
  await expect(section.getByRole('img', { name: /Cover of Always Open/ })).toBeVisible();
  const list = section.locator('#podcast-appearances > li');
  await expect(list).toHaveCount(4);
  const toggle = section.getByRole('button', { name: 'See All Podcast Appearances' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(list).toHaveCount(15);
  const hide = section.getByRole('button', { name: 'Hide Full List' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await hide.click();
  await expect(list).toHaveCount(4);
  await expect(section.getByRole('button', { name: 'See All Podcast Appearances' })).toBeVisible();
});

test('the industry tabs start on real estate and switch with their calls to action', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const section = await scrollToHydrated(page, 'industries');
  const tabs = section.getByRole('tablist', { name: 'Industries' }).getByRole('tab');
  await expect(tabs).toHaveText(['Real Estate', 'Home Services', 'Professional Services']);
  const panel = section.getByRole('tabpanel');
  const expected: Array<[tab: string, link: string, href: string]> = [
    ['Real Estate', 'See Ava for Real Estate', '/solutions/ai-voice-receptionists#real-estate'],
    [
      'Home Services',
      'See Automation for Home Services',
      '/solutions/ai-business-operations#home-services',
    ],
    [
      'Professional Services',
      'See Consulting for Professional Services',
      '/solutions/ai-consulting#professional',
    ],
  ];
  await expect(section.getByRole('tab', { name: 'Real Estate' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const [tab, link, href] of expected) {
    await section.getByRole('tab', { name: tab }).click();
    await expect(section.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('link')).toHaveText(link);
    await expect(panel.getByRole('link')).toHaveAttribute('href', href);
  }
  // Arrow keys move between tabs too.
  await section.getByRole('tab', { name: 'Professional Services' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(section.getByRole('tab', { name: 'Home Services' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the as-seen-on strip and the results show logos, stats and testimonials', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('#as-seen-on').getByRole('img')).toHaveCount(4);
  const results = page.locator('#results');
  for (const stat of ['91%', '5+ hours']) {
    await expect(results.getByText(stat, { exact: true })).toBeVisible();
  }
  await expect(results.getByText('90%', { exact: true })).toHaveCount(2);
  await expect(
    results.getByText('of small businesses see revenue growth within 3 months'),
  ).toBeVisible();
  const quotes = results.locator('figure');
  await expect(quotes).toHaveCount(3);
  await expect(quotes.first().locator('figcaption')).toHaveText(
    'Dana WhitfieldBroker-Owner, Prairie Gate Realty',
  );
});

test('booking offers the scheduling form and a phone line', async ({ page }) => {
  await gotoHydrated(page, '/');
  const section = await scrollToHydrated(page, 'booking');
  // No hosted widget is configured here, so our own booking form stands in for it.
  await expect(section.getByRole('button', { name: 'Request a Call' })).toBeVisible();
  await expect(section.getByRole('link', { name: '(555) 010-0142' })).toHaveAttribute(
    'href',
    'tel:5550100142',
  );
});
