import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrate } from './support';

/**
 * Every marketing page, full length, at a desktop and a phone width, against images taken from
 * the site as it was before its pages became data (docs/testing.md, "Marketing screenshots"). It
 * runs in a project of its own, on a server of its own, so no other test's change to the site
 * (brand colours, a published edit) can reach these pages while they are photographed.
 */
const pages = [
  ['home', '/'],
  ['landing', '/landing'],
  ['funnel', '/funnel'],
  ['contact', '/contact'],
  ['ai-voice-receptionists', '/solutions/ai-voice-receptionists'],
  ['ai-business-operations', '/solutions/ai-business-operations'],
  ['ai-consulting', '/solutions/ai-consulting'],
  ['ai-readiness-consulting', '/solutions/ai-readiness-consulting'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-of-service', '/terms-of-service'],
  ['terms-and-conditions', '/terms-and-conditions'],
] as const;

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Brings the page to the state a visitor who has scrolled through it sees, the same every time:
 * hydrated, every part below the fold loaded, every lazy image in, fonts ready, back at the top.
 * Reduced motion is emulated, so sections are never hidden waiting to be revealed.
 */
async function settle(page: Page) {
  await hydrate(page);
  await page.evaluate(async () => {
    // A frame, or 50 ms when the headless browser holds frames back (it does now and then).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 50);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
  // A part hydrating near the viewport marks its element (views/components/ui/hydrate-near-viewport.tsx).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-part]')].every(
      (part) => document.getElementById(part.dataset.part!)?.dataset.hydrated === 'true',
    ),
  );
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => document.fonts.ready);
  // A lead form's code loads on demand, after the page's; it enables its button once hydrated
  // (views/components/lead-form.tsx).
  await page.waitForFunction(
    () => document.querySelectorAll('form button[type="submit"]:disabled').length === 0,
  );
  // Back at the top, the header leaves its compact form (a 200 ms transition).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-compact]')].every(
      (header) =>
        header.dataset.compact === 'false' &&
        header
          .getAnimations({ subtree: true })
          .every((animation) => animation.playState !== 'running'),
    ),
  );
}

test.use({ reducedMotion: 'reduce' });
// A long page photographed in full takes seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });
    for (const [name, path] of pages) {
      test(`${path} looks as it did`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await settle(page);
        const shot = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // The year changes by itself; a widget's frame loads from another site, if at all.
          mask: [page.locator('footer').getByText(/©\s*\d{4}/), page.locator('iframe')],
        });
        const png = await sharp(shot)
          .png({ palette: true, dither: 0, effort: 1, compressionLevel: 9 })
          .toBuffer();
        // Chromium anti-aliases the header's rounded edges a shade differently from one run to
        // the next (a handful of pixels); a changed word, price or spacing moves hundreds.
        expect(png).toMatchSnapshot(`${name}-${viewport.width}.png`, { maxDiffPixels: 24 });
      });
    }
  });
}
