import { expect, test, type Page } from '@playwright/test';
import { siteOrigin } from './support';

/** Every public page that exists: one line each. */
const publicPages = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-and-conditions',
  '/solutions/ai-voice-receptionists',
  '/solutions/ai-business-operations',
  '/solutions/ai-consulting',
  '/solutions/ai-readiness-consulting',
  '/contact',
  '/funnel',
  '/landing',
  '/sitemap.html',
  '/blog',
  '/auth',
  '/blog/login',
  '/blog/register',
];

async function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
    return {
      title: document.title,
      description: meta('name="description"'),
      canonical:
        document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      canonicalCount: document.head.querySelectorAll('link[rel="canonical"]').length,
      robots: meta('name="robots"'),
      ogTitle: meta('property="og:title"'),
      ogDescription: meta('property="og:description"'),
      ogUrl: meta('property="og:url"'),
      ogType: meta('property="og:type"'),
      ogSiteName: meta('property="og:site_name"'),
      ogImage: meta('property="og:image"'),
      ogImageCount: document.head.querySelectorAll('meta[property="og:image"]').length,
      twitterCard: meta('name="twitter:card"'),
      twitterTitle: meta('name="twitter:title"'),
      twitterDescription: meta('name="twitter:description"'),
      twitterImage: meta('name="twitter:image"'),
      feeds: [
        ...document.head.querySelectorAll<HTMLLinkElement>(
          'link[rel="alternate"][type="application/rss+xml"]',
        ),
      ].map((link) => ({ title: link.title, href: link.href })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

test('every public page has its own title and description, a canonical URL, Open Graph and Twitter tags and a link to the feed', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = siteOrigin(baseURL);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of publicPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const tags = await headTags(page);
    expect(tags.title.length, `${path} title`).toBeGreaterThan(10);
    expect(tags.description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
    titles.add(tags.title);
    descriptions.add(tags.description!);
    expect(tags.canonicalCount, path).toBe(1);
    expect(tags.canonical, path).toBe(`${origin}${path}`);
    expect(tags.robots, path).toBeNull();
    expect(tags, path).toMatchObject({
      ogTitle: tags.title,
      ogDescription: tags.description,
      ogUrl: `${origin}${path}`,
      ogType: 'website',
      ogSiteName: 'Ava Automation',
      ogImage: `${origin}/images/og-default.png`,
      ogImageCount: 1,
      twitterCard: 'summary_large_image',
      twitterTitle: tags.title,
      twitterDescription: tags.description,
      twitterImage: `${origin}/images/og-default.png`,
      // Browsers and feed readers find the blog's feed from any page.
      feeds: [{ title: 'Ava Automation Blog', href: `${origin}/rss.xml` }],
    });
  }
  expect(titles.size).toBe(publicPages.length);
  expect(descriptions.size).toBe(publicPages.length);

  const image = await request.get('/images/og-default.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  // PNG header: width and height are big-endian at bytes 16 and 20.
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the canonical URL leaves out the query string and the fragment', async ({
  page,
  baseURL,
}) => {
  await page.goto('/privacy-policy?utm_source=newsletter&page=2#cookies');
  const tags = await headTags(page);
  expect(tags.canonical).toBe(`${siteOrigin(baseURL)}/privacy-policy`);
  expect(tags.ogUrl).toBe(`${siteOrigin(baseURL)}/privacy-policy`);
});

test('the home page describes the company as a schema.org Organization', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = siteOrigin(baseURL);
  await page.goto('/');
  const { jsonLd } = await headTags(page);
  expect(jsonLd).toHaveLength(1);
  expect(JSON.parse(jsonLd[0]!)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Ava Automation',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    slogan: 'Small Business Automation. Big Business Results.',
    telephone: '(555) 010-0142',
    email: 'hello@example.com',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '1200 Example Parkway, Suite 300',
      addressLocality: 'Overland Park',
      addressRegion: 'KS',
      postalCode: '66210',
      addressCountry: 'US',
    },
    sameAs: [
      'https://www.linkedin.com/company/example',
      'https://www.facebook.com/example',
      'https://www.youtube.com/@example',
    ],
  });
  // A data block: the browser never runs it, so it needs neither a nonce nor a hash.
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<script type="application\/ld\+json">/);

  for (const path of publicPages.filter((path) => path !== '/')) {
    await page.goto(path);
    expect((await headTags(page)).jsonLd, path).toEqual([]);
  }
});

test('the not-found screen asks not to be indexed and names no canonical URL', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const tags = await headTags(page);
  expect(tags.robots).toBe('noindex');
  expect(tags.canonical).toBeNull();
  expect(tags.ogUrl).toBeNull();
});
