import { expect, test } from '@playwright/test';
import { desktop, expectAuthorRefused, toastNamed, uniqueName } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, sampleAccounts, signInAs } from './support';

test.use({ viewport: desktop });

test('a reader comment waits in the queue; approving it makes it public on the post', async ({
  page,
  browser,
  request,
}) => {
  await signInAs(page, 'editor');
  const unique = uniqueName();
  const created = await page.request.post('/api/posts', {
    data: {
      title: `Moderated post ${unique}`,
      content: '<p>Body</p>',
      status: 'published',
      publishedAt: '2020-01-01T12:00:00Z',
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; slug: string; title: string };
  try {
    const reader = await browser.newContext();
    await reader.request.post('/api/auth/login', { data: sampleAccounts.user });
    const approveMe = `Does Ava speak Spanish? ${unique}`;
    const deleteMe = `Buy cheap watches ${unique}`;
    for (const content of [approveMe, deleteMe]) {
      const comment = await reader.request.post('/api/comments', {
        data: { postId: post.id, content },
      });
      expect(comment.status()).toBe(201);
    }
    await reader.close();
    expect(await (await request.get(`/blog/post/${post.slug}`)).text()).not.toContain(approveMe);

    await gotoHydrated(page, '/admin/content/blog/manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Posts and comments' })).toBeVisible();
    const queue = page.getByRole('list', { name: 'Comments awaiting approval' });
    const waiting = queue.getByRole('listitem').filter({ hasText: approveMe });
    await expect(waiting).toContainText('Sam Patel');
    await expect(waiting.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/blog/post/${post.slug}`,
    );
    await expectNoAxeViolations(page);

    await waiting.getByRole('button', { name: /^Approve/ }).click();
    await expect(toastNamed(page, 'Comment approved')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Recently approved comments' }).getByText(approveMe),
    ).toBeVisible();

    const spam = queue.getByRole('listitem').filter({ hasText: deleteMe });
    await spam.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastNamed(page, 'Comment deleted')).toBeVisible();
    await expect(spam).toHaveCount(0);

    await gotoHydrated(page, `/blog/post/${post.slug}`);
    const comments = page.getByRole('region', { name: /^Comments/ });
    await expect(comments).toContainText(approveMe);
    await expect(comments).not.toContainText(deleteMe);
  } finally {
    await page.request.delete(`/api/posts/${post.id}`);
  }
});

test('posts are filtered by search, status, author and category, rows open the editor', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const unique = uniqueName();
  const draft = await page.request.post('/api/posts', {
    data: { title: `Filter draft ${unique}`, content: '<p>x</p>', status: 'draft' },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: number };
  try {
    await gotoHydrated(page, '/admin/content/blog/manager');
    const posts = page.getByRole('table');
    await expect(posts.getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel('Search').fill(`Filter draft ${unique}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = posts.getByRole('row').filter({ hasText: `Filter draft ${unique}` });
    await expect(row).toContainText('Draft');
    await expect(row.getByRole('link')).toHaveAttribute('href', `/admin/blog/posts/edit/${id}`);
    await expect(page.getByText('Page 1 of 1 · 1 post')).toBeVisible();

    await page.getByLabel('Status').selectOption('published');
    await expect(page.getByText('No posts match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('draft');
    await expect(row).toBeVisible();
    // The sample admin, Alex Morgan, wrote the draft; the editor did not.
    await page.getByLabel('Author').selectOption({ label: 'Alex Morgan' });
    await expect(row).toBeVisible();
    await page.getByLabel('Author').selectOption({ label: 'Erin Castillo' });
    await expect(page.getByText('No posts match these filters.')).toBeVisible();
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Status').selectOption('all');
    await page.getByLabel('Author').selectOption('');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await expect(posts.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+ · \d+ posts?$/)).toBeVisible();
  } finally {
    await page.request.delete(`/api/posts/${id}`);
  }
});

test('an author is refused the manager', async ({ page }) => {
  await expectAuthorRefused(page, '/admin/content/blog/manager');
});
