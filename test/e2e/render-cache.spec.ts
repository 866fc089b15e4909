import { expect, test } from '@playwright/test';
import { hydrate, sampleAccounts, scrollToHydrated } from './support';

test('anonymous pages come from the cache as the same bytes every time, gzipped, with a strong ETag', async ({
  request,
}) => {
  // Other tests write content meanwhile, and some writes drop the page: ask until a hit.
  await expect
    .poll(async () => (await request.get('/privacy-policy')).headers()['x-render-cache'])
    .toBe('hit');
  const first = await request.get('/privacy-policy');
  const second = await request.get('/privacy-policy');
  expect(await first.text()).toBe(await second.text());
  for (const response of [first, second]) {
    // Compressed when the page was cached, not for each visitor; read back whole.
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary']).toBe('Cookie, Accept-Encoding');
    expect(response.headers()['etag']).toMatch(/^"[\w-]+-gzip"$/);
    expect(await response.text()).toContain('</html>');
  }
  expect(first.headers()['etag']).toBe(second.headers()['etag']);
  expect(first.headers()['content-security-policy']).toBe(
    second.headers()['content-security-policy'],
  );

  const plain = await request.get('/privacy-policy', {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['etag']).toBe(first.headers()['etag']!.replace('-gzip"', '"'));
  expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length);
  expect(await plain.text()).toBe(await first.text());

  // A browser's or CDN's copy that is still current: 304, no body.
  for (const etag of [first.headers()['etag']!, plain.headers()['etag']!]) {
    const again = await request.get('/privacy-policy', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  }
  const stale = await request.get('/privacy-policy', { headers: { 'if-none-match': '"old"' } });
  expect(stale.status()).toBe(200);
});

test('a published post shows on a cached blog page at once, and signed-in pages are never cached', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const editor = await playwright.request.newContext({ baseURL });
  await editor.post('/api/auth/login', { data: sampleAccounts.editor });
  const word = `cachecheck${Date.now()}`;
  const title = `Cache check ${word}`;
  // A search page of its own; the post is dated 2020 so that the blog's first page, which
  // other tests read, stays as seeded.
  const url = `/blog?q=${word}`;
  try {
    await expect
      .poll(async () => (await anonymous.get(url)).headers()['x-render-cache'])
      .toBe('hit');
    const created = await editor.post('/api/posts', {
      data: { title, status: 'published', publishedAt: '2020-03-01T12:00:00.000Z' },
    });
    expect(created.status()).toBe(201);
    expect(await (await anonymous.get(url)).text()).toContain(title);

    const signedIn = await editor.get(url);
    expect(signedIn.headers()['x-render-cache']).toBeUndefined();
    await editor.delete(`/api/posts/${(await created.json()).id}`);
    expect(await (await anonymous.get(url)).text()).not.toContain(title);
  } finally {
    await anonymous.dispose();
    await editor.dispose();
  }
});

test('caching headers: the edge may keep anonymous pages briefly, never signed-in or admin ones', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const editor = await playwright.request.newContext({ baseURL });
  await editor.post('/api/auth/login', { data: sampleAccounts.editor });
  try {
    const publicly = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
    const page = await anonymous.get('/blog');
    expect(page.headers()['cache-control']).toBe(publicly);
    expect(page.headers()['vary']).toContain('Cookie');
    expect((await anonymous.get('/no-such-page')).headers()['cache-control']).toBe('no-cache');
    expect((await anonymous.get('/api/posts')).headers()['cache-control']).toBe(publicly);
    for (const path of ['/blog', '/admin/blog', '/api/posts', '/api/auth/me']) {
      const response = await editor.get(path);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['etag'], path).toBeUndefined();
    }
    const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)![0];
    expect((await anonymous.get(asset)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  } finally {
    await anonymous.dispose();
    await editor.dispose();
  }
});

test('a cached page starts its scripts when first needed and hydrates without fetching its stylesheet', async ({
  page,
  request,
}) => {
  await expect
    .poll(async () => (await request.get('/privacy-policy')).headers()['x-render-cache'])
    .toBe('hit');
  const html = await (await request.get('/privacy-policy')).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toMatch(/<script src="\/assets\/entries\//);
  expect(html).toMatch(/<style data-href="\/assets\/static\/[\w.-]+\.css">/);

  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/privacy-policy');
  await page.waitForLoadState('networkidle');
  // A visitor who only reads downloads no script at all.
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-demand');
  expect(fetched.filter((path) => path.endsWith('.js'))).toEqual([]);
  await hydrate(page);
  expect(fetched.some((path) => path.startsWith('/assets/entries/entry-client-routing'))).toBe(
    true,
  );
  expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
  // Still a working client-routed page: a link navigates without a full load.
  await scrollToHydrated(page, 'site-footer');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('built assets are sent precompressed, Brotli or gzip as the client accepts, cached for good', async ({
  request,
}) => {
  const html = await (await request.get('/privacy-policy')).text();
  const entry = html.match(/"(\/assets\/entries\/entry-client-routing[\w.-]+\.js)"/)?.[1];
  expect(entry).toBeTruthy();
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(entry!, { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await response.text()).length).toBeGreaterThan(1000);
  }
  const identity = await request.get(entry!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
});

test('pages are written in document order and nothing moves while they hydrate', async ({
  page,
  request,
}) => {
  const browserAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  for (const path of ['/', '/blog', '/landing', '/solutions/ai-voice-receptionists']) {
    const html = await (
      await request.get(path, { headers: { 'User-Agent': browserAgent } })
    ).text();
    // A page boundary sent out of order would start as an empty template, filled by a script.
    expect(html).toMatch(/<main id="main"[^>]*><!--\$-->/);
    expect(html).not.toMatch(/<main id="main"[^>]*><!--\$\?-->/);
  }
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  await hydrate(page);
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () => (window as unknown as { layoutShift: number }).layoutShift,
  );
  expect(shift).toBeLessThan(0.05);
});
