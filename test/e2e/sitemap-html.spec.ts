import { expect, test } from '@playwright/test';
import { seedPosts } from '../../seeds/data/blog-content';
import { gotoHydrated, scrollToHydrated } from './support';
import { axe } from './axe-check';

const published = seedPosts
  .filter((post) => post.status === 'published')
  .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));
const drafts = seedPosts.filter((post) => post.status === 'draft');

const solutionPages = {
  'AI Voice Receptionists': '/solutions/ai-voice-receptionists',
  'AI Business Operations': '/solutions/ai-business-operations',
  'AI Consulting': '/solutions/ai-consulting',
  'AI Readiness Consulting': '/solutions/ai-readiness-consulting',
};

test('the seed data has the 14 published posts and 2 drafts this page is checked against', () => {
  expect(published).toHaveLength(14);
  expect(drafts).toHaveLength(2);
});

test('lists every page, every solution page and each published post, newest first', async ({
  page,
}) => {
  const response = await gotoHydrated(page, '/sitemap.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Sitemap | Ava Automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');

  const section = (name: string) => page.getByRole('region', { name });
  for (const [title, href] of Object.entries(solutionPages)) {
    await expect(section('Solutions').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      href,
    );
  }
  for (const href of ['/', '/landing', '/funnel', '/contact', '/blog']) {
    await expect(section('Pages').locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  for (const href of ['/privacy-policy', '/terms-of-service', '/terms-and-conditions']) {
    await expect(section('Legal').locator(`a[href="${href}"]`)).toHaveCount(1);
  }

  // Other tests may publish posts of their own while this runs: compare the seeded ones.
  const seededHrefs = new Set(seedPosts.map((post) => `/blog/post/${post.slug}`));
  const listed = await section('Blog posts')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ title: link.textContent, href: link.getAttribute('href') })),
    );
  expect(listed.filter((link) => seededHrefs.has(link.href ?? ''))).toEqual(
    published.map((post) => ({ title: post.title, href: `/blog/post/${post.slug}` })),
  );
  for (const draft of drafts) {
    await expect(page.getByText(draft.title)).toHaveCount(0);
    await expect(page.locator(`a[href="/blog/post/${draft.slug}"]`)).toHaveCount(0);
  }
});

test('the footer link reaches it by client-side navigation, with the posts loaded', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacy-policy');
  await scrollToHydrated(page, 'site-footer');
  const documents: string[] = [];
  const pageContextFetches: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (request.url().includes('.pageContext.json')) pageContextFetches.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await expect(page).toHaveURL(/\/sitemap\.html$/);
  const newest = published[0]!;
  await expect(page.getByRole('link', { name: newest.title })).toHaveAttribute(
    'href',
    `/blog/post/${newest.slug}`,
  );
  // The posts came from +data on the server through Vike's page context, not a full page load.
  expect(documents).toEqual([]);
  expect(pageContextFetches).toHaveLength(1);
});

for (const width of [1280, 390]) {
  test(`has no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/sitemap.html');
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
