import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { sampleAccounts } from './support';

// The repository's .htmlvalidate.mjs, found from a file name at the repository's root.
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());
const pageFile = path.resolve('page.html');

const describe = (message: Message) =>
  `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`;

/** The seeded newest post, with one of its categories and tags. */
async function seededPost(request: APIRequestContext) {
  const response = await request.get('/api/posts?limit=1&offset=0');
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as {
    posts: Array<{ slug: string; categories: { slug: string }[]; tags: { slug: string }[] }>;
  };
  const post = posts[0]!;
  expect(post.categories.length, 'the newest seeded post has a category').toBeGreaterThan(0);
  expect(post.tags.length, 'the newest seeded post has a tag').toBeGreaterThan(0);
  return post;
}

/**
 * The page's HTML as the server sends it: the charset declared first in <head>, within the
 * first 1,024 bytes where the HTML standard requires it, and no error html-validate reports.
 */
async function expectValidPage(request: APIRequestContext, url: string, status = 200) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  const body = await response.body();
  const html = body.toString('utf8');
  const charset = /<head>\s*<meta charset="UTF-8"\s*\/?>/i.exec(html);
  expect(charset, `${url}: <meta charset> is the first element in <head>`).not.toBeNull();
  const charsetEnd = Buffer.byteLength(html.slice(0, charset!.index + charset![0].length));
  expect(
    charsetEnd,
    `${url}: <meta charset> ends within the first 1,024 bytes`,
  ).toBeLessThanOrEqual(1024);
  const report = await htmlValidate.validateString(html, pageFile);
  const errors = report.results.flatMap((result) => result.messages).map(describe);
  expect(errors, `${url}: html-validate`).toEqual([]);
}

const fixedPages: Array<[name: string, url: string, status?: number]> = [
  ['home', '/'],
  ['landing', '/landing'],
  ['funnel', '/funnel'],
  ['contact', '/contact'],
  ['blog', '/blog'],
  ['blog, second page', '/blog?page=2'],
  ['blog search without results', '/blog?q=nothing-matches-this'],
  ['voice receptionist solution', '/solutions/ai-voice-receptionists'],
  ['business operations solution', '/solutions/ai-business-operations'],
  ['consulting solution', '/solutions/ai-consulting'],
  ['readiness consulting solution', '/solutions/ai-readiness-consulting'],
  ['privacy policy', '/privacy-policy'],
  ['terms of service', '/terms-of-service'],
  ['terms and conditions', '/terms-and-conditions'],
  ['HTML sitemap', '/sitemap.html'],
  ['sign-in', '/auth'],
  ['blog sign-in', '/blog/login'],
  ['registration', '/blog/register'],
  ['not found', '/no/such/page', 404],
];

for (const [name, url, status] of fixedPages) {
  test(`the ${name} page (${url}) is valid HTML with its charset first`, async ({ request }) => {
    await expectValidPage(request, url, status);
  });
}

test('a post is valid HTML with its charset first', async ({ request }) => {
  const post = await seededPost(request);
  await expectValidPage(request, `/blog/post/${post.slug}`);
});

test('a category page is valid HTML with its charset first', async ({ request }) => {
  const post = await seededPost(request);
  await expectValidPage(request, `/category/${post.categories[0]!.slug}`);
});

test('a tag page is valid HTML with its charset first', async ({ request }) => {
  const post = await seededPost(request);
  await expectValidPage(request, `/tag/${post.tags[0]!.slug}`);
});

test('a post as a signed-in reader sees it (streamed, not cached) is valid HTML with its charset first', async ({
  request,
}) => {
  const post = await seededPost(request);
  const signIn = await request.post('/api/auth/login', { data: sampleAccounts.user });
  expect(signIn.status()).toBe(200);
  const url = `/blog/post/${post.slug}`;
  // The page a reader gets is rendered for them: it names them and is not the cached copy.
  const response = await request.get(url);
  expect(response.headers()['x-render-cache']).toBeUndefined();
  expect(await response.text()).toContain(sampleAccounts.user.username);
  await expectValidPage(request, url);
});
