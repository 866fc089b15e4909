import { expect, test, type Page } from '@playwright/test';
import { desktop, uniqueName } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

test.use({ viewport: desktop });

test('the assistant says it uses text rules, and reports on pasted text', async ({ page }) => {
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/blog/ai-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing assistant' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    'This assistant uses simple text rules that run in your browser. It does not use an AI service',
  );

  await page.getByLabel('Title').fill('Short');
  await page
    .getByLabel('Content (HTML or plain text)')
    .fill(
      '<p>Missed calls cost small businesses real money every week. Ava answers them all.</p>' +
        '<h2>Setup</h2><h4>Skipped level</h4><img src="/x.png">' +
        '<a href="http://example.com">click here</a>',
    );
  await expect(page.getByTestId('check-title')).toContainText('needs attention');
  await expect(page.getByTestId('check-title')).toContainText('5 characters: too short');
  await expect(page.getByTestId('check-headings')).toContainText(
    '"Skipped level" is an h4 after an h2: a level is skipped.',
  );
  await expect(page.getByTestId('check-images')).toContainText('Image /x.png has no alt text.');
  await expect(page.getByTestId('check-links')).toContainText('http://example.com is not https.');
  await expect(page.getByTestId('check-links')).toContainText('"click here"');
  await expect(page.getByTestId('suggested-meta-description')).toHaveText(
    'Missed calls cost small businesses real money every week. Ava answers them all.',
  );
  await expect(page.getByTestId('reading-time')).toContainText('about 1 min read');

  await page.getByLabel('Title').fill('How an AI receptionist pays for itself in a month');
  await expect(page.getByTestId('check-title')).toContainText('looks good');
  await page.getByRole('button', { name: 'Use as description' }).click();
  await expect(page.getByLabel('Excerpt or meta description')).toHaveValue(
    'Missed calls cost small businesses real money every week. Ava answers them all.',
  );
  await expect(page.getByTestId('check-description')).toContainText('looks good');
  await expectNoAxeViolations(page);
});

test('an author checks one of their own posts', async ({ page }) => {
  await signInAs(page, 'author');
  const title = `Own post for the assistant ${uniqueName()}`;
  const created = await page.request.post('/api/posts', {
    data: {
      title,
      excerpt: '',
      content: '<p>One sentence here. Another sentence there.</p>',
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await gotoHydrated(page, '/admin/content/blog/ai-assistant');
    const picker = page.getByLabel('Check a saved post');
    await expect(picker.locator('option', { hasText: title })).toHaveCount(1);
    // Only the author's own posts are offered.
    const offered = await picker.locator('option').allTextContents();
    const mine = (await (
      await page.request.get('/api/posts?status=all&limit=50&authorId=' + (await authorId(page)))
    ).json()) as { posts: Array<{ title: string }> };
    expect(offered.length - 1).toBe(mine.posts.length);
    await picker.selectOption(String(id));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByTestId('suggested-excerpt')).toHaveText(
      'One sentence here. Another sentence there.',
    );
    await expectNoAxeViolations(page);
  } finally {
    await page.request.delete(`/api/posts/${id}`);
  }
});

async function authorId(page: Page) {
  return ((await (await page.request.get('/api/auth/me')).json()) as { id: number }).id;
}
