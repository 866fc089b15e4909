import { expect, test, type APIResponse } from '@playwright/test';
import { contentAs, signIn } from './blog-fixtures';
import { gotoHydrated, scrollToHydrated, siteOrigin } from './support';

const missedCalls = '/blog/post/the-real-cost-of-missed-calls';
const missedCallsTitle = 'The Real Cost of a Missed Call (and How to Calculate Yours)';

test('a post shows its title, category, date, picture, body and tags', async ({ page }) => {
  const response = await gotoHydrated(page, missedCalls);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${missedCallsTitle} | Ava Automation`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Most small businesses miss more calls than they think, and each one has a price. Here is a simple way to put a dollar figure on the calls going to voicemail.',
  );
  const article = page.locator('main article').first();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(missedCallsTitle);
  await expect(article.getByRole('link', { name: 'AI Receptionists' })).toHaveAttribute(
    'href',
    '/category/ai-receptionists',
  );
  await expect(article.locator('header time')).toHaveText('May 4, 2026');
  await expect(article.locator('header')).toContainText('By Alex Morgan');

  const image = article.locator('img').first();
  await expect(image).toHaveAttribute('src', '/images/blog/the-real-cost-of-missed-calls.webp');
  await expect(image).toHaveAttribute('srcset', /the-real-cost-of-missed-calls-640w\.webp 640w/);
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '900');
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(
    article.getByRole('heading', { level: 2, name: 'A simple formula for lost revenue' }),
  ).toBeVisible();
  await expect(article.locator('ol li strong').first()).toHaveText('Missed calls per month.');

  const tags = article.getByRole('list', { name: 'Tags' }).getByRole('link');
  await expect(tags).toHaveText(['#Home Services', '#Lead Capture']);
  await expect(tags.first()).toHaveAttribute('href', '/tag/home-services');
});

test('structured data describes the post as a BlogPosting', async ({ page, baseURL }) => {
  await page.goto(missedCalls);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const origin = siteOrigin(baseURL);
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    '@type': 'BlogPosting',
    headline: missedCallsTitle,
    datePublished: '2026-05-04T14:30:00.000Z',
    author: { '@type': 'Person', name: 'Alex Morgan' },
    image: `${origin}/images/blog/the-real-cost-of-missed-calls.webp`,
    url: `${origin}${missedCalls}`,
  });
});

test('approved comments show with their replies nested under them', async ({ page }) => {
  await gotoHydrated(page, missedCalls);
  await scrollToHydrated(page, 'comments');
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText('Comments (3)');
  const cards = comments.getByRole('article');
  await expect(cards).toHaveCount(3);
  const sam = comments.getByRole('article', { name: 'Comment by sam' });
  await expect(sam).toContainText('May 5, 2026');
  await expect(sam).toContainText('Most of our missed calls land between 12 and 1');
  // The admin's reply sits in the list item of Sam's comment, one level down.
  const samThread = comments.locator(':scope > div > ul > li').first();
  await expect(samThread.locator('ul article')).toHaveAccessibleName('Comment by admin');
  await expect(samThread.locator('ul article')).toContainText('Thanks for sharing, Sam.');
  await expect(
    comments.locator(':scope > div > ul > li').nth(1).getByRole('article'),
  ).toHaveAccessibleName('Comment by jordan');
});

test('comments awaiting moderation stay hidden, and a post without comments says so', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/post/speed-to-lead-the-first-five-minutes');
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByRole('article')).toHaveCount(1);
  await expect(comments).not.toContainText('Does the instant text work for older clients');

  await gotoHydrated(page, '/blog/post/open-house-follow-up-automation-for-agents');
  await expect(
    page.getByText('No comments yet. Be the first to share your thoughts!'),
  ).toBeVisible();
});

test('a signed-out visitor is offered to sign in when adding a comment', async ({ page }) => {
  await gotoHydrated(page, missedCalls);
  await scrollToHydrated(page, 'comments');
  const comments = page.getByRole('region', { name: /^Comments/ });
  const signInLink = comments.getByRole('link', { name: 'Sign in' });
  const toggle = comments.getByRole('button', { name: 'Add Comment' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(signInLink).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(signInLink).toHaveAttribute('href', '/blog/login');
  await expect(comments).toContainText('Sign in to join the conversation.');
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
  await toggle.click();
  await expect(signInLink).toHaveCount(0);
});

test('a signed-in reader comments and sees it awaiting moderation', async ({ page }) => {
  await signIn(page.request, 'sam', 'reader123');
  const post = '/blog/post/writing-a-call-flow-for-your-ai-receptionist';
  await gotoHydrated(page, post);
  await scrollToHydrated(page, 'comments');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const field = page.getByRole('textbox', { name: 'Your comment' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(field).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Comment' }).click();
  const text = `Our after-hours script needed exactly this. (${Date.now()})`;
  await field.fill(text);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/comments'));
  await page.getByRole('button', { name: 'Post Comment' }).click();
  expect((await posted).status()).toBe(201);

  await expect(field).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText(
    'Thanks! Your comment is awaiting moderation and will appear once it is approved.',
  );
  const mine = page.getByRole('article', { name: 'Comment by sam' });
  await expect(mine).toContainText(text);
  await expect(mine).toContainText('Awaiting moderation');
  await expect(mine).toContainText('Just now');

  // Until staff approve it, nobody else sees it, not even its writer on the next visit.
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a staff comment is published at once', async ({ page }) => {
  await signIn(page.request, 'editor', 'editor123');
  const post = '/blog/post/is-your-business-ready-for-ai';
  await gotoHydrated(page, post);
  await scrollToHydrated(page, 'comments');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const text = `Happy to help with the checklist. (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText(
    'Thanks! Your comment is published.',
  );
  await expect(page.getByRole('article', { name: 'Comment by editor' })).toContainText(text);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Comment by editor' })).toContainText(text);
});

test('a deleted comment with replies keeps its place in the thread, shown as deleted', async ({
  page,
  browser,
}) => {
  await signIn(page.request, 'editor', 'editor123');
  const content = contentAs(page.request);
  const post = await content.post({ title: `Thread ${content.unique}` });
  const readers = await Promise.all([browser.newContext(), browser.newContext()]);
  const [sam, jordan] = [readers[0]!.request, readers[1]!.request];
  await signIn(sam, 'sam', 'reader123');
  await signIn(jordan, 'jordan', 'reader123');
  const approved = async (pending: Promise<APIResponse>) => {
    const response = await pending;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const approval = await page.request.patch(`/api/comments/${id}`, {
      data: { isApproved: true },
    });
    expect(approval.status()).toBe(200);
    return id;
  };
  const question = `Call me at 555-0100 about this (${content.unique})`;
  const questionId = await approved(
    sam.post('/api/comments', { data: { postId: post.id, content: question } }),
  );
  const answer = `Happy to help with that (${content.unique})`;
  await approved(
    jordan.post('/api/comments', {
      data: { postId: post.id, parentId: questionId, content: answer },
    }),
  );
  expect((await sam.delete(`/api/comments/${questionId}`)).status()).toBe(204);
  await Promise.all(readers.map((context) => context.close()));

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, `/blog/post/${post.slug}`);
  const comments = await scrollToHydrated(visitor, 'comments');
  await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(comments.getByRole('article', { name: 'Deleted comment' })).toHaveText(
    'This comment was deleted.',
  );
  await expect(comments.getByRole('article', { name: 'Comment by jordan' })).toContainText(answer);
  await expect(comments).not.toContainText(question);
  await expect(comments.getByRole('article', { name: 'Comment by sam' })).toHaveCount(0);
  await visitor.close();
});

test('an unknown or unpublished post answers 404 with Post Not Found', async ({ page }) => {
  for (const slug of ['no-such-post', 'ai-receptionist-vs-answering-service']) {
    const response = await gotoHydrated(page, `/blog/post/${slug}`);
    expect(response?.status(), slug).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(
      page.getByText("The blog post you're looking for doesn't exist or may have been removed."),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: 'Return to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ava Automation Blog');
});
