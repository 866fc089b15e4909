import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrate, sampleAccounts } from './support';

/*
 * What browsers and shared caches (a CDN, a proxy) are allowed to keep, checked on the production
 * build: signed-in pages never, anonymous pages as the same bytes with a validator a browser
 * revalidates (304), and those cached pages run their inline scripts under the policy they carry.
 */

const privately = 'private, no-store';

/** A seeded post, category and tag, as visitors see them. */
async function publicSlugs(request: APIRequestContext) {
  const posts = await (await request.get('/api/posts?limit=1')).json();
  const categories = await (await request.get('/api/categories')).json();
  const tags = await (await request.get('/api/tags')).json();
  return {
    post: posts.posts[0].slug as string,
    category: categories.categories[0].slug as string,
    tag: tags.tags[0].slug as string,
  };
}

const publicPages = (slugs: Awaited<ReturnType<typeof publicSlugs>>) => [
  '/',
  '/landing',
  '/blog',
  '/blog?page=2',
  `/blog/post/${slugs.post}`,
  `/category/${slugs.category}`,
  `/tag/${slugs.tag}`,
  '/solutions/ai-voice-receptionists',
  '/solutions/ai-consulting',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-and-conditions',
  '/contact',
  '/auth',
  '/blog/login',
  '/blog/register',
  '/sitemap.html',
  '/no-such-page-for-the-cache-test',
];

const adminPages = [
  '/admin',
  '/admin/blog',
  '/admin/blog/posts/new',
  '/admin/content/blog',
  '/admin/content/blog/manager',
  '/admin/content/media',
  '/admin/content/seo',
  '/admin/content/taxonomy',
  '/admin/content/site-pages',
  '/admin/tasks',
  '/admin/leads',
  '/admin/users',
  '/admin/settings',
  '/admin/settings/colors',
];

for (const [role, account] of Object.entries(sampleAccounts)) {
  test(`every page a signed-in ${role} opens is private, and its anonymous copy shows nothing of them`, async ({
    playwright,
    baseURL,
  }) => {
    // About sixty pages, each asked twice: a minute on a busy machine.
    test.slow();
    const signedIn = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
    const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
    try {
      const login = await signedIn.post('/api/auth/login', { data: account });
      expect(login.status()).toBe(200);
      const user = await login.json();
      // How the page carries the signed-in account: its session user, serialized for the client.
      const marks = [user.email as string, `"username":"${user.username}","email"`];

      const pages = [...publicPages(await publicSlugs(anonymous)), ...adminPages];
      // What client-side navigation fetches instead of the HTML: the page's data, user included.
      const pageData = pages
        .filter((url) => !url.includes('?'))
        .map((url) => `${url === '/' ? '' : url}/index.pageContext.json`);
      for (const url of [...pages, ...pageData]) {
        const response = await signedIn.get(url);
        const label = `${role} ${url} → ${response.status()}`;
        const headers = response.headers();
        expect(headers['cache-control'], label).toBe(privately);
        expect(headers['vary'] ?? '', label).toMatch(/\bCookie\b/);
        expect(headers['etag'], label).toBeUndefined();
        expect(headers['x-render-cache'], label).toBeUndefined();
        const html = await response.text();
        // The marks are really there for a signed-in page: their absence below means something.
        // (A signed-in visitor's /auth is a redirect home, which carries no page data.)
        if (
          response.status() === 200 &&
          !url.startsWith('/admin') &&
          !html.includes('_urlRedirect')
        ) {
          for (const mark of marks) expect(html, label).toContain(mark);
        }

        const visitor = await anonymous.get(url);
        const visitorHtml = await visitor.text();
        for (const mark of marks) {
          expect(visitorHtml, `anonymous ${url} → ${visitor.status()}`).not.toContain(mark);
        }
        expect(visitorHtml, `anonymous ${url}`).not.toContain('"user":{');
      }
    } finally {
      await signedIn.dispose();
      await anonymous.dispose();
    }
  });
}

/** Collects CSP violations (events and console reports) and script errors from here on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportPolicyViolation', (text: string) =>
    problems.push(`violation: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return problems;
}

/** Waits for hydration, then scrolls to the end so every part that hydrates late loads too. */
async function hydrateFully(page: Page) {
  await hydrate(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForLoadState('networkidle');
}

test('cached pages allow their inline scripts by hash, and load and hydrate without a CSP violation', async ({
  page,
  request,
}) => {
  const { post } = await publicSlugs(request);
  const problems = await watchPolicy(page);
  for (const url of ['/', '/landing', '/blog', `/blog/post/${post}`]) {
    const response = await page.goto(url);
    expect(response!.status(), url).toBe(200);
    const headers = await response!.allHeaders();
    // The same policy for every copy: hashes, no per-response nonce.
    expect(headers['content-security-policy'], url).toMatch(/script-src [^;]*'sha256-/);
    expect(headers['content-security-policy'], url).not.toContain("'nonce-");
    expect(headers['cache-control'], url).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    // A blocked inline script is reported while the document parses: before hydration, which
    // it would prevent.
    await page.waitForLoadState('load');
    expect(problems, url).toEqual([]);
    await hydrateFully(page);
    expect(problems, url).toEqual([]);
  }
});

/**
 * Opens `url`, then visits it again as a returning visitor does: the browser asks whether its
 * copy is current (If-None-Match) and the server answers 304 without the page. The status on the
 * wire comes from the DevTools protocol: Playwright reports the cached copy's 200.
 */
async function expectRevalidated(
  page: Page,
  problems: string[],
  url: string,
  again: () => Promise<unknown>,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const wireStatus = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) =>
    wireStatus.set(event.requestId, event.statusCode),
  );
  const documentIds = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document') documentIds.set(event.request.url, event.requestId);
  });
  const sent: Array<string | undefined> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') {
      sent.push((await response.request().allHeaders())['if-none-match']);
    }
  });

  // Another test's write may change the page between the two visits (a new ETag, a 200):
  // visit again until a revalidation finds the copy current.
  await expect(async () => {
    sent.length = 0;
    const first = await page.goto(url);
    expect(first!.status()).toBe(200);
    const etag = (await first!.allHeaders())['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    await hydrate(page);

    await again();
    await page.waitForLoadState('load');
    expect(problems).toEqual([]);
    await hydrate(page);
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toBe(etag);
    const requestId = documentIds.get(new URL(url, page.url()).href)!;
    await expect.poll(() => wireStatus.get(requestId)).toBeDefined();
    expect(wireStatus.get(requestId)).toBe(304);
  }).toPass({ timeout: 20_000 });

  await hydrateFully(page);
  expect(problems).toEqual([]);
  await cdp.detach();
}

test('a returning visitor’s browser revalidates the blog and gets 304, and the page still hydrates', async ({
  page,
}) => {
  const problems = await watchPolicy(page);
  await expectRevalidated(page, problems, '/blog', () => page.reload());
  await expectRevalidated(page, problems, '/blog', () => page.goto('/blog'));
});

test('a returning visitor’s browser revalidates a post and gets 304, and the page still hydrates', async ({
  page,
  request,
}) => {
  const { post } = await publicSlugs(request);
  const problems = await watchPolicy(page);
  const url = `/blog/post/${post}`;
  await expectRevalidated(page, problems, url, () => page.reload());
  await expectRevalidated(page, problems, url, () => page.goto(url));
});
