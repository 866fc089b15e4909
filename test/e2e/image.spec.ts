import { expect, test, type Page, type Route } from '@playwright/test';
import { seedPosts } from '../../seeds/data/blog-content';
import { gotoHydrated, hydrate } from './support';

// The not-found screen shows its illustration through the shared Image component.
const illustration = '/images/illustrations/page-not-found.svg';
const fallback = '/favicon.svg';

function failedImageLogs(page: Page) {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Failed to load image')) {
      logs.push(message.text());
    }
  });
  return logs;
}

test('the image waits over a pulsing placeholder, then fades in once loaded', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${illustration}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  // Not gotoHydrated: the held image keeps the load event from firing.
  await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });
  await hydrate(page);

  const frame = page.locator('main [data-status]');
  const image = frame.locator('img');
  const placeholder = frame.locator('[data-placeholder]');
  await expect(frame).toHaveAttribute('data-status', 'loading');
  await expect(image).toHaveCSS('opacity', '0');
  await expect(image).toHaveAttribute('width', '480');
  await expect(image).toHaveAttribute('height', '280');
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveCSS('animation-name', 'pulse');

  release();
  await expect(frame).toHaveAttribute('data-status', 'loaded');
  await expect(image).toHaveCSS('opacity', '1');
  await expect(placeholder).toHaveCSS('opacity', '0');
  await expect(placeholder).toHaveCSS('animation-name', 'none');
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(480);
});

test('a broken image is logged and replaced by its fallback', async ({ page }) => {
  const logs = failedImageLogs(page);
  await page.route(`**${illustration}`, (route) => route.abort());
  await gotoHydrated(page, '/no-such-page');

  const frame = page.locator('main [data-status]');
  await expect(frame).toHaveAttribute('data-status', 'loaded');
  await expect(frame.locator('img')).toHaveAttribute('src', fallback);
  await expect(frame.locator('img')).toHaveCSS('opacity', '1');
  expect(logs).toEqual([`Failed to load image ${illustration}`]);
});

test('when the fallback fails too, both are logged and the placeholder stops pulsing', async ({
  page,
}) => {
  const logs = failedImageLogs(page);
  await page.route(`**${illustration}`, (route) => route.abort());
  await page.route(`**${fallback}`, (route) => route.abort());
  await gotoHydrated(page, '/no-such-page');

  const frame = page.locator('main [data-status]');
  await expect(frame).toHaveAttribute('data-status', 'failed');
  await expect(frame.locator('[data-placeholder]')).toHaveCSS('animation-name', 'none');
  expect(logs).toEqual([
    `Failed to load image ${illustration}`,
    `Failed to load image ${fallback}`,
  ]);
});

test('the build serves the responsive variants of local raster images, never wider than the original', async ({
  request,
}) => {
  const expectWebp = async (url: string, width: number) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('image/webp');
    // RIFF/WEBP with a VP8 (lossy) chunk: the width is the 14 bits at byte 26.
    const body = await response.body();
    expect(body.toString('ascii', 8, 15), url).toBe('WEBPVP8');
    expect(body.readUInt16LE(26) & 0x3fff, url).toBe(width);
  };
  const featured = seedPosts.flatMap((post) => (post.featuredImage ? [post.featuredImage] : []));
  expect(featured.length).toBeGreaterThan(0);
  for (const image of featured) {
    for (const width of [640, 768, 1024, 1280]) {
      await expectWebp(image.replace(/\.webp$/, `-${width}w.webp`), width);
    }
  }

  // Made at build time from public/images/og-default.png (1200 px wide): no 1280 px variant.
  for (const width of [640, 768, 1024]) {
    const response = await request.get(`/images/og-default-${width}w.png`);
    expect(response.status()).toBe(200);
    expect((await response.body()).readUInt32BE(16)).toBe(width);
  }
  expect((await request.get('/images/og-default-1280w.png')).status()).toBe(404);
});
