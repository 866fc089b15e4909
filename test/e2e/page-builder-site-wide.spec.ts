import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktop, previewWaitMs, toastNamed, uniqueName } from './admin-content-support';
import { gotoHydrated, signInAs } from './support';

/*
 * This spec changes the home page's headline and the shared pricing plans, which nearly every
 * other spec reads (the home page's texts, the plans' prices on /, /landing, /pricing…). It runs
 * in a project of its own, after the browser tests and alone (playwright.config.ts), so that
 * no other spec sees its values and no other spec's writes touch the ETags it compares; and it
 * puts the page and the plans back as they were whatever happens.
 */

test.use({ viewport: desktop });

interface PageDetail {
  id: number;
  path: string;
  title: string;
  status: string;
  publishedAt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  blocks: { id: string; type: string; data: Record<string, unknown> }[];
}

/** What PUT /api/pages/:id takes back of a page read from GET, with no version to check. */
const pageInput = ({ title, path, status, publishedAt, blocks, ...seo }: PageDetail) => ({
  title,
  path,
  status,
  publishedAt,
  blocks,
  seoTitle: seo.seoTitle,
  seoDescription: seo.seoDescription,
  seoImage: seo.seoImage,
});

/** Asks for an anonymous page until it comes from the public cache; its ETag then. */
async function cachedEtag(anonymous: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await anonymous.get(path)).headers()['x-render-cache'], { message: path })
    .toBe('hit');
  const response = await anonymous.get(path);
  expect(response.headers()['x-render-cache']).toBe('hit');
  return { etag: response.headers()['etag'], html: await response.text() };
}

const untouched = ['/landing', '/solutions/ai-consulting'];

test('the home headline and a plan price change in the builder, previewed, then public at once; publishing the page replaces only it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  await signInAs(page, 'editor');
  const { pages } = (await (await page.request.get('/api/pages')).json()) as {
    pages: { id: number; path: string }[];
  };
  const homeId = pages.find((candidate) => candidate.path === '/')!.id;
  const home = (await (await page.request.get(`/api/pages/${homeId}`)).json()) as PageDetail;
  const pricing = (await (await page.request.get('/api/pricing')).json()) as {
    plans: { id: string; price: string }[];
  };
  expect(home.blocks[0]?.type).toBe('homeHero');
  expect(pricing.plans[0]).toMatchObject({ id: 'essential', price: '$99' });

  const unique = uniqueName();
  const headline = `Every call answered, ${unique}`;
  const price = `$${unique.length + 80}`;
  try {
    const before = await cachedEtag(anonymous, '/');
    expect(before.html).toContain('$99');

    await gotoHydrated(page, `/admin/content/pages/${homeId}`);
    const preview = page.frameLocator('iframe[title^="Preview of the page"]');
    await page.getByRole('button', { name: /^1\. Home hero/ }).click();
    await page.getByLabel('Main heading').fill(headline);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline, {
      timeout: previewWaitMs,
    });

    // The plans are shared: saving them changes every page that shows them at once.
    await page.getByRole('button', { name: 'Edit plans' }).click();
    const plans = page.getByRole('dialog', { name: 'Edit plans' });
    const essential = plans
      .getByRole('listitem')
      .filter({ has: page.getByText('Plan 1', { exact: true }) });
    await expect(essential.getByLabel('Name', { exact: true })).toHaveValue('Essential');
    await essential.getByLabel('Price', { exact: true }).fill(price);
    await plans.getByRole('button', { name: 'Save' }).click();
    await expect(toastNamed(page, 'Plans saved')).toBeVisible();
    await expect(plans).toBeHidden();
    await expect(preview.locator('#pricing')).toContainText(price, { timeout: previewWaitMs });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline, {
      timeout: previewWaitMs,
    });

    // Visitors see the new price already, and still the saved headline.
    const pricedHome = await cachedEtag(anonymous, '/');
    expect(pricedHome.etag).not.toBe(before.etag);
    expect(pricedHome.html).toContain(price);
    expect(pricedHome.html).not.toContain('$99');
    expect(pricedHome.html).not.toContain(headline);

    const others = new Map<string, string | undefined>();
    for (const path of untouched) others.set(path, (await cachedEtag(anonymous, path)).etag);

    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(toastNamed(page, 'Page saved')).toBeVisible();

    const published = await anonymous.get('/');
    expect(published.headers()['x-render-cache']).toBe('miss');
    const html = await published.text();
    expect(html).toContain(headline);
    expect(html).toContain(price);
    expect(published.headers()['etag']).not.toBe(pricedHome.etag);
    for (const path of untouched) {
      const response = await anonymous.get(path);
      expect(response.headers()['x-render-cache'], path).toBe('hit');
      expect(response.headers()['etag'], path).toBe(others.get(path));
    }
  } finally {
    expect((await page.request.put('/api/pricing', { data: pricing })).status()).toBe(200);
    const restored = await page.request.put(`/api/pages/${homeId}`, { data: pageInput(home) });
    expect(restored.status()).toBe(200);
    await anonymous.dispose();
  }
  const after = await (await page.request.get('/')).text();
  expect(after).toContain('$99');
  expect(after).not.toContain(headline);
});
