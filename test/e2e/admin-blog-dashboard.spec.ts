import { expect, test, type Page } from '@playwright/test';
import { adminContent, signInPage, uniqueToken } from './admin-blog-fixtures';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

const deleteQuestion = (kind: string) =>
  `Are you sure you want to delete this ${kind}? This action cannot be undone.`;

/** 'Nov 22, 2026' for a date, on its UTC day as the dashboard shows it. */
const shortDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

/** Searches the Posts tab and waits for the list of results. */
async function searchPosts(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByLabel('Search posts').fill(text);
  await answered;
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

/** Holds the browser's requests to `pattern` until `release` is called. */
async function holdRequests(page: Page, pattern: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ request }) => {
  await adminContent(request).signIn('admin');
});

test('the dashboard: heading, three tabs with Posts open, three skeletons while posts load', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const release = await holdRequests(page, '**/api/posts?*');
  await gotoHydrated(page, '/admin/blog');
  await expect(page.getByText('Manage your blog content here')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Blog content' }).getByRole('tab');
  await expect(tabs).toHaveText(['Posts', 'Categories', 'Tags']);
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('skeleton')).toHaveCount(3);

  release();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute(
    'href',
    '/admin/blog/posts/new',
  );
});

test('post rows show the title, a status dot and text, the date and an Edit link', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const content = adminContent(request);
  const published = await content.post({ title: `Published ${token}` });
  const draft = await content.post({ title: `Draft ${token}`, status: 'draft', publishedAt: null });
  const scheduled = await content.post({
    title: `Scheduled ${token}`,
    status: 'scheduled',
    publishedAt: '2030-03-05T10:00:00Z',
  });
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/blog');
  await searchPosts(page, token);

  const expectations = [
    { post: published, text: 'Published', dot: /bg-green-500/, date: 'Jan 15, 2020' },
    { post: draft, text: 'Draft', dot: /bg-yellow-400/, date: shortDate(new Date()) },
    { post: scheduled, text: 'Scheduled', dot: /bg-slate-400/, date: 'Mar 5, 2030' },
  ];
  for (const { post, text, dot, date } of expectations) {
    const row = rowOf(page, post.title);
    await expect(row).toContainText(text);
    await expect(row).toContainText(date);
    await expect(row.getByTestId('status-dot')).toHaveClass(dot);
    await expect(row.getByRole('link', { name: `Edit ${post.title}` })).toHaveAttribute(
      'href',
      `/admin/blog/posts/edit/${post.id}`,
    );
    await expect(row.getByRole('link', { name: `Edit ${post.title}` })).toHaveText('Edit');
    await expect(row.getByRole('button', { name: `Delete ${post.title}` })).toHaveText('Delete');
  }
});

test('Delete asks first, really deletes the post and says "Post deleted"', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const post = await adminContent(request).post({ title: `Doomed ${token}`, status: 'draft' });
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/blog');
  await searchPosts(page, token);

  await rowOf(page, post.title)
    .getByRole('button', { name: `Delete ${post.title}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(deleteQuestion('post'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, post.title)).toBeVisible();
  expect((await request.get(`/api/posts/${post.id}`)).status()).toBe(200);

  await rowOf(page, post.title)
    .getByRole('button', { name: `Delete ${post.title}` })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
  await expect(rowOf(page, post.title)).toHaveCount(0);
  expect((await request.get(`/api/posts/${post.id}`)).status()).toBe(404);
});

test('a delete the server refuses keeps the row and shows the failure toast', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const post = await adminContent(request).post({ title: `Gone ${token}`, status: 'draft' });
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/blog');
  await searchPosts(page, token);
  // Someone else deletes it first: this delete answers 404.
  expect((await request.delete(`/api/posts/${post.id}`)).status()).toBe(204);

  await rowOf(page, post.title)
    .getByRole('button', { name: `Delete ${post.title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Failed to delete the post. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Post not found', { exact: true })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, post.title)).toBeVisible();
});

for (const { kind, tab, one, newLabel, deleted, failed } of [
  {
    kind: 'categories' as const,
    tab: 'Categories',
    one: 'category',
    newLabel: 'New Category',
    deleted: 'Category deleted',
    failed: 'Failed to delete the category. Please try again.',
  },
  {
    kind: 'tags' as const,
    tab: 'Tags',
    one: 'tag',
    newLabel: 'New Tag',
    deleted: 'Tag deleted',
    failed: 'Failed to delete the tag. Please try again.',
  },
]) {
  test(`the ${tab} tab loads when opened, lists names and slugs, and really deletes`, async ({
    page,
    request,
  }) => {
    const token = uniqueToken();
    const content = adminContent(request);
    const kept = await content.term(kind, `Kept ${token}`);
    const doomed = await content.term(kind, `Doomed ${token}`);
    const refused = await content.term(kind, `Refused ${token}`);
    const requested: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/${kind}`) requested.push(sent.url());
    });
    await signInAs(page, 'admin');
    await gotoHydrated(page, '/admin/blog');
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    expect(requested).toEqual([]);

    const release = await holdRequests(page, `**/api/${kind}`);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId('skeleton')).toHaveCount(3);
    // Playwright reports the request a moment after the page has sent it.
    await expect.poll(() => requested).toHaveLength(1);
    release();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${kind}$`));
    await expect(page.getByRole('link', { name: newLabel })).toHaveAttribute(
      'href',
      `/admin/blog/${kind}/new`,
    );
    const row = rowOf(page, kept.name);
    await expect(row).toContainText(`Slug: ${kept.slug}`);
    await expect(row.getByRole('link', { name: `Edit ${kept.name}` })).toHaveAttribute(
      'href',
      `/admin/blog/${kind}/edit/${kept.id}`,
    );

    await rowOf(page, doomed.name)
      .getByRole('button', { name: `Delete ${doomed.name}` })
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(deleteQuestion(one));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(deleted, { exact: true })).toBeVisible();
    await expect(rowOf(page, doomed.name)).toHaveCount(0);
    expect((await request.get(`/api/${kind}/${doomed.id}`)).status()).toBe(404);

    expect((await request.delete(`/api/${kind}/${refused.id}`)).status()).toBe(204);
    await rowOf(page, refused.name)
      .getByRole('button', { name: `Delete ${refused.name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(failed, { exact: true })).toBeVisible();

    // The open tab is kept in the address, so a reload (or a return from an editor) lands on it.
    await page.reload();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(page, kept.name)).toBeVisible();
  });

  test(`an empty ${tab} list says so and offers the first one; a filter with no match too`, async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await gotoHydrated(page, `/admin/blog?tab=${kind}`);
    await page.getByLabel(`Filter ${kind}`).fill(`nothing-${uniqueToken()}`);
    await expect(page.getByText(`No ${kind} found`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page.getByText(`No ${kind} found`, { exact: true })).toHaveCount(0);

    // The shared database always holds the sample ones, so the browser is shown the answer the
    // API gives for an empty table.
    await page.route(`**/api/${kind}`, (route) =>
      route.fulfill({ json: { [kind]: [], total: 0 } }),
    );
    await page.reload();
    await expect(page.getByText(`No ${kind} found`, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Create your first ${one}`, exact: true }),
    ).toHaveAttribute('href', `/admin/blog/${kind}/new`);
  });
}

test('an author with no posts sees "No posts found" and "Create your first post"', async ({
  page,
  request,
}) => {
  const author = await adminContent(request).account('author');
  await signInPage(page, author);
  await gotoHydrated(page, '/admin/blog');
  await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first post' })).toHaveAttribute(
    'href',
    '/admin/blog/posts/new',
  );
});

test('a search with no match says "No posts found" and offers to clear it', async ({ page }) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/blog');
  await searchPosts(page, `nothing${uniqueToken()}`);
  await expect(page.getByText('No posts found', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
});

test('an author sees only their own posts and may not change categories or tags', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const content = adminContent(request);
  await content.post({ title: `Admin wrote ${token}` });
  const author = await content.account('author');
  await signInPage(page, author);
  const own = await adminContent(page.request).post({ title: `Author wrote ${token}` });

  await gotoHydrated(page, '/admin/blog');
  await searchPosts(page, token);
  await expect(rowOf(page, own.title)).toBeVisible();
  await expect(rowOf(page, `Admin wrote ${token}`)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(
    page.getByRole('list', { name: 'Categories' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Category' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tags' }).click();
  await expect(
    page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Tag' })).toHaveCount(0);
});

test('editors and admins see everyone’s posts with their authors', async ({ page, request }) => {
  const token = uniqueToken();
  const content = adminContent(request);
  await content.post({ title: `Admin wrote ${token}` });
  const author = await content.account('author');
  await signInPage(page, author);
  await adminContent(page.request).post({ title: `Author wrote ${token}` });

  for (const role of ['editor', 'admin'] as const) {
    await signInAs(page, role);
    await gotoHydrated(page, '/admin/blog');
    await searchPosts(page, token);
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('listitem')).toHaveCount(2);
    await expect(rowOf(page, `Author wrote ${token}`)).toContainText(`by ${author.username}`);
  }
});

test('the older /admin/content/blog address moves to the dashboard, tab kept, whose links are the editor’s one address', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const post = await adminContent(request).post({ title: `Content ${token}` });
  await signInAs(page, 'editor');
  await gotoHydrated(page, '/admin/content/blog?tab=tags');
  await expect(page).toHaveURL(/\/admin\/blog\?tab=tags$/);
  await expect(page.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true');
  await gotoHydrated(page, '/admin/content/blog');
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByText('Manage your blog content here')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute(
    'href',
    '/admin/blog/posts/new',
  );
  await searchPosts(page, token);
  await expect(page.getByRole('link', { name: `Edit ${post.title}` })).toHaveAttribute(
    'href',
    `/admin/blog/posts/edit/${post.id}`,
  );
});

test('the dashboard has no axe violations on any tab', async ({ page }) => {
  // Several full axe runs on a busy machine take longer than one page's test.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin/blog');
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const tab of ['Categories', 'Tags']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('list', { name: tab })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('tab', { name: 'Posts' }).click();
  await page
    .getByRole('list', { name: 'Posts' })
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
