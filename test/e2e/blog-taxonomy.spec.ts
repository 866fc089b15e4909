import { expect, test } from '@playwright/test';
import { contentAs, signIn } from './blog-fixtures';
import { gotoHydrated } from './support';

test('a category page shows its name, description, count and post cards', async ({ page }) => {
  const response = await gotoHydrated(page, '/category/ai-receptionists');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Category: AI Receptionists | Ava Automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Receptionists');
  await expect(
    page.getByText('How AI voice agents answer, qualify and book callers around the clock'),
  ).toBeVisible();
  await expect(page.getByText('8 posts', { exact: true })).toBeVisible();

  const cards = page.locator('main article');
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(
    'Writing a Call Flow Your AI Receptionist Can Follow',
  );
  await expect(first.getByRole('link').first()).toHaveAttribute(
    'href',
    '/writing-a-call-flow-for-your-ai-receptionist',
  );
  await expect(first.locator('time')).toHaveText('October 27, 2026');
  await expect(first.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
    '#Customer Experience',
    '#Home Services',
  ]);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Next' })
    .click();
  await expect(page).toHaveURL(/\/category\/ai-receptionists\?page=2$/);
  await expect(cards).toHaveCount(2);
});

test('a tag page shows the tag, its count and cards with categories and other tags', async ({
  page,
}) => {
  await gotoHydrated(page, '/tag/real-estate');
  await expect(page).toHaveTitle('Tag: Real Estate | Ava Automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#Real Estate');
  await expect(page.getByText('Ideas for agents, brokerages and property managers.')).toBeVisible();
  await expect(page.getByText('3 posts', { exact: true })).toBeVisible();
  const first = page.locator('main article').first();
  await expect(first.getByRole('link', { name: /^Open House Follow-Up/ })).toHaveAttribute(
    'href',
    '/open-house-follow-up-automation-for-agents',
  );
  await expect(first.getByRole('list', { name: 'Categories' }).getByRole('link')).toHaveText([
    'Business Automation',
    'Small Business Growth',
  ]);
  await expect(first.getByRole('list', { name: 'Other tags' }).getByRole('link')).toHaveText([
    '#Lead Capture',
  ]);
});

test('cards show 3 tags then +N more on a category page, 2 other tags on a tag page', async ({
  page,
  request,
}) => {
  await signIn(request, 'admin', 'admin123');
  const make = contentAs(request);
  const category = await make.category('Fixture Category');
  const tags = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
    tags.push(await make.tag(name));
  const post = await make.post({
    title: 'Five Tag Fixture',
    categoryIds: [category.id],
    tagIds: tags.map((tag) => tag.id),
  });

  await gotoHydrated(page, `/category/${category.slug}`);
  await expect(page.getByText('1 post', { exact: true })).toBeVisible();
  const card = page.locator('main article');
  await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
    'href',
    `/${post.slug}`,
  );
  const tagList = card.getByRole('list', { name: 'Tags' });
  await expect(tagList.getByRole('link')).toHaveText(
    ['Alpha', 'Bravo', 'Charlie'].map((name) => `#${name} ${make.unique}`),
  );
  await expect(tagList).toContainText('+2 more');

  await gotoHydrated(page, `/tag/${tags[0]!.slug}`);
  await expect(page.getByText('1 post', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Categories' })).toHaveText(
    `Fixture Category ${make.unique}`,
  );
  await expect(card.getByRole('list', { name: 'Other tags' }).getByRole('link')).toHaveText(
    ['Bravo', 'Charlie'].map((name) => `#${name} ${make.unique}`),
  );
  await expect(card).not.toContainText('more');
});

test('unknown categories and tags answer 404', async ({ page }) => {
  for (const [url, title] of [
    ['/category/no-such-category', 'Category Not Found'],
    ['/tag/no-such-tag', 'Tag Not Found'],
  ] as const) {
    const response = await gotoHydrated(page, url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  }
});

test('/{slug} shows a published page, else a published post, else Page Not Found', async ({
  page,
  request,
}) => {
  await signIn(request, 'admin', 'admin123');
  const make = contentAs(request);
  const shared = await make.post({ title: 'Shared Address' });
  await make.page({
    title: 'Our Story',
    slug: shared.slug,
    content: '<p>Founded in Overland Park to answer every call.</p>',
    status: 'published',
  });
  const draft = await make.page({
    title: 'Not Yet',
    slug: `not-yet-${make.unique}`,
    content: '<p>Secret.</p>',
    status: 'draft',
  });

  let response = await gotoHydrated(page, `/${shared.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
  await expect(page.getByText('Founded in Overland Park to answer every call.')).toBeVisible();

  response = await gotoHydrated(page, '/the-real-cost-of-missed-calls');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Real Cost of a Missed Call (and How to Calculate Yours)',
  );
  await expect(page.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();

  for (const slug of [draft.slug, 'ai-receptionist-vs-answering-service', 'no-such-thing']) {
    response = await gotoHydrated(page, `/${slug}`);
    expect(response?.status(), slug).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  }
});

test('the catch-all never hides the site’s own pages', async ({ page, request }) => {
  await signIn(request, 'admin', 'admin123');
  // A page may take neither another page's address nor one the site answers itself.
  for (const [path, status] of [
    ['/privacy-policy', 409],
    ['/blog', 400],
    ['/news', 400],
  ] as const) {
    const shadow = await request.post('/api/pages', {
      data: { title: 'Shadow', path, status: 'published', blocks: [] },
    });
    expect(shadow.status(), path).toBe(status);
    expect((await shadow.json()).errors, path).toHaveProperty('path');
  }
  for (const [url, heading] of [
    ['/', 'Small Business Automation. Big Business Results.'],
    ['/blog', 'Ava Automation Blog'],
    ['/news', 'Ava Automation Blog'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    const response = await gotoHydrated(page, url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  const redirect = await request.get('/solutions', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
});

test('a category or tag with no published posts says No Posts Yet', async ({
  page,
  playwright,
  baseURL,
}) => {
  const editor = await playwright.request.newContext({ baseURL });
  await editor.post('/api/auth/login', { data: { username: 'editor', password: 'editor123' } });
  const suffix = Date.now();
  const category = await editor.post('/api/categories', { data: { name: `Empty ${suffix}` } });
  const tag = await editor.post('/api/tags', { data: { name: `Empty tag ${suffix}` } });
  try {
    for (const [kind, created] of [
      ['category', category],
      ['tag', tag],
    ] as const) {
      expect(created.status()).toBe(201);
      const { slug } = (await created.json()) as { slug: string };
      const response = await gotoHydrated(page, `/${kind}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText('No Posts Yet', { exact: true })).toBeVisible();
      await expect(page.getByText('0 posts', { exact: true })).toBeVisible();
    }
  } finally {
    await editor.delete(`/api/categories/${(await category.json()).id}`);
    await editor.delete(`/api/tags/${(await tag.json()).id}`);
    await editor.dispose();
  }
});
