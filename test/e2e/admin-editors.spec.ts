import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminContent, uniqueToken, type CreatedPost } from './admin-blog-fixtures';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, signInAs } from './support';

// Dates typed into the editor are local times: pin the browser's zone so they are predictable.
test.use({ timezoneId: 'UTC' });

const sampleImage = path.resolve('public/images/og-default.png');
const leaveQuestion = 'You have unsaved changes. Leave this page and lose them?';
const draftFound = 'Unsaved changes to this post were found on this device';
const serverDraftFound = 'This post has autosaved text that was never saved';

const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content' });

async function openEditor(page: Page, url: string) {
  await gotoHydrated(page, url);
  await expect(contentBox(page)).toBeVisible();
}

/** The keys of the drafts this browser keeps. */
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('ava-admin:post-draft:')),
  );

async function readPost(page: Page, id: number) {
  const response = await page.request.get(`/api/posts/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    title: string;
    slug: string;
    content: string;
    status: string;
    publishedAt: string | null;
    featuredImage: string | null;
    authorId: number;
    categories: Array<{ id: number }>;
    tags: Array<{ id: number }>;
  };
}

/** The id of the post being edited, once a created post's editor has taken over the URL. */
async function editedId(page: Page) {
  await expect(page).toHaveURL(/\/posts\/edit\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test.beforeEach(async ({ request }) => {
  await adminContent(request).signIn('admin');
});

test('a post is written with rich text, a picture, categories and tags, previewed and created', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const content = adminContent(request);
  const category = await content.term('categories', `Editor category ${token}`);
  const tag = await content.term('tags', `Editor tag ${token}`);
  await signInAs(page, 'admin');
  await openEditor(page, '/admin/blog/posts/new');

  const title = `Editor post ${token}`;
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`editor-post-${token}`);
  await page.getByLabel('Excerpt').fill('A short summary.');

  await contentBox(page).click();
  await page.getByRole('button', { name: 'H2 heading' }).click();
  await page.keyboard.type('Why it matters');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Plain then ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('bold words');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('First point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Quote' }).click();
  await page.keyboard.type('A quoted line');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('https://example.com/guide');
  await page.getByRole('button', { name: 'Apply link' }).click();

  await page.getByRole('button', { name: 'Choose image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByLabel('Image file').setInputFiles(sampleImage);
  await picker.getByLabel(/^Alt text/).fill(`Sample picture ${token}`);
  await picker.getByRole('button', { name: 'Upload and use' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByAltText('The chosen featured image')).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );

  await page.getByRole('checkbox', { name: category.name }).check();
  await page.getByRole('checkbox', { name: tag.name }).check();
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Publication date').fill('2020-01-15T12:00');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
  await expect(preview.getByRole('link', { name: category.name })).toBeVisible();
  await expect(preview.getByRole('link', { name: `#${tag.name}` })).toBeVisible();
  await expect(preview.getByText('January 15, 2020')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Read the guide' })).toBeVisible();
  // Links in the preview do not leave the editor.
  await preview.getByRole('link', { name: /All posts/ }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Post created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/edit\/\d+$/);
  await expect(page.getByText('All changes saved')).toBeVisible();

  const saved = await readPost(page, await editedId(page));
  expect(saved.title).toBe(title);
  expect(saved.slug).toBe(`editor-post-${token}`);
  expect(saved.status).toBe('published');
  expect(saved.publishedAt).toBe('2020-01-15T12:00:00.000Z');
  expect(saved.featuredImage).toMatch(/^\/uploads\/.+\.png$/);
  expect(saved.categories.map(({ id }) => id)).toEqual([category.id]);
  expect(saved.tags.map(({ id }) => id)).toEqual([tag.id]);
  for (const html of [
    '<h2>Why it matters</h2>',
    '<p>Plain then <strong>bold words</strong></p>',
    '<ul><li><p>First point</p></li><li><p>Second point</p></li></ul>',
    '<blockquote><p>A quoted line</p></blockquote>',
    '<a href="https://example.com/guide">Read the guide</a>',
  ]) {
    expect(saved.content).toContain(html);
  }
  expect(saved.content).not.toMatch(/<p><\/p>$/);
  expect(await storedDrafts(page)).toEqual([]);

  await gotoHydrated(page, `/blog/post/${saved.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
});

test('an inline image is inserted from an address, and saving an edit stays on the editor', async ({
  page,
  request,
}) => {
  const post = await adminContent(request).post({ title: `Inline ${uniqueToken()}` });
  await signInAs(page, 'editor');
  // The content section's older address opens the editor at its one address.
  await openEditor(page, `/admin/content/posts/edit/${post.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/blog/posts/edit/${post.id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(post.title);
  await expect(contentBox(page)).toContainText('Fixture body.');

  await contentBox(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Insert an image' });
  await picker.getByLabel('Or use an image address').fill('javascript:alert(1)');
  await picker.getByRole('button', { name: 'Use address' }).click();
  await expect(picker.getByText('Must be a site path (/…) or an http(s) URL')).toBeVisible();
  await picker.getByLabel('Or use an image address').fill('/images/og-default.png');
  await picker.getByRole('button', { name: 'Use address' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText('Post saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/posts/edit/${post.id}$`));
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect((await readPost(page, post.id)).content).toMatch(
    /<img [^>]*src="\/images\/og-default.png"/,
  );
});

test('fields are checked with the shared rules and their messages sit by the fields', async ({
  page,
}) => {
  const created: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/posts') {
      created.push(sent.url());
    }
  });
  await signInAs(page, 'author');
  await openEditor(page, '/admin/blog/posts/new');
  await page.getByLabel(/^Slug/).fill('Not A Slug!');
  await page.getByLabel('Status').selectOption('scheduled');
  await page.getByRole('button', { name: 'Create post' }).click();

  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(
    page.getByText('Slug may contain only lowercase letters, numbers and single dashes'),
  ).toBeVisible();
  await expect(page.getByText('Choose a future date and time for a scheduled post')).toBeVisible();
  expect(created).toEqual([]);
});

test('a slug another post has is refused on the slug field, keeping what was typed', async ({
  page,
}) => {
  const title = `Taken slug ${uniqueToken()}`;
  await signInAs(page, 'admin');
  await openEditor(page, '/admin/blog/posts/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel(/^Slug/).fill('the-real-cost-of-missed-calls');
  await contentBox(page).click();
  await page.keyboard.type('Words worth keeping');
  await page.getByRole('button', { name: 'Create post' }).click();

  await expect(page.locator('#post-slug-message')).toHaveText('That slug is already taken');
  await expect(page.getByLabel(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The post was not saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(contentBox(page)).toContainText('Words worth keeping');
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
});

test('what was typed survives a reload: restore it, or discard it', async ({ page }) => {
  const title = `Autosaved ${uniqueToken()}`;
  page.on('dialog', (dialog) => dialog.accept());
  await signInAs(page, 'author');
  await openEditor(page, '/admin/blog/posts/new');
  await page.getByLabel('Title').fill(title);
  await contentBox(page).click();
  await page.keyboard.type('Typed before the tab closed');
  await expect.poll(() => storedDrafts(page)).toHaveLength(1);

  await page.reload();
  await expect(contentBox(page)).toBeVisible();
  await expect(page.getByText(draftFound)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(contentBox(page)).toContainText('Typed before the tab closed');
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Post created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  expect(await storedDrafts(page)).toEqual([]);

  // An existing post: the change is autosaved to the server, not kept in this browser, and
  // offered back after a reload; it can be left aside (the history keeps it).
  const autosave = page.waitForResponse((response) => response.url().endsWith('/autosave'));
  await page.getByLabel('Title').fill(`${title} changed`);
  expect((await autosave).status()).toBe(200);
  expect(await storedDrafts(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText(serverDraftFound)).toBeVisible();
  await expect(page.getByText(draftFound)).toBeHidden();
  await page.getByRole('button', { name: 'Keep the saved version' }).click();
  await expect(page.getByText(serverDraftFound)).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  expect(await storedDrafts(page)).toEqual([]);

  // The server out of reach: this browser keeps the text; back online, it goes to the server
  // and leaves this browser.
  await page.route('**/api/posts/*/autosave', (route) => route.abort('internetdisconnected'));
  const refused = page.waitForRequest((sent) => sent.url().endsWith('/autosave'));
  await page.getByLabel('Title').fill(`${title} offline`);
  await refused;
  await expect.poll(() => storedDrafts(page)).toHaveLength(1);
  await page.unroute('**/api/posts/*/autosave');
  const reconciled = page.waitForResponse((response) => response.url().endsWith('/autosave'));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await reconciled).status()).toBe(200);
  await expect.poll(() => storedDrafts(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText(serverDraftFound)).toBeVisible();
  await expect(page.getByText(draftFound)).toBeHidden();
  await page.getByRole('button', { name: 'Open the autosaved text' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(`${title} offline`);
});

test('leaving with unsaved changes asks first, and the draft waits for the return', async ({
  page,
}) => {
  const title = `Leaving ${uniqueToken()}`;
  await signInAs(page, 'editor');
  await openEditor(page, '/admin/blog/posts/new');
  await page.getByLabel('Title').fill(title);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    return dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect.poll(() => questions).toEqual([leaveQuestion]);
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByText(draftFound)).toBeVisible();
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
});

test('a save over someone else’s newer save is refused clearly and keeps the text', async ({
  page,
  request,
}) => {
  const post: CreatedPost = await adminContent(request).post({ title: `Shared ${uniqueToken()}` });
  await signInAs(page, 'editor');
  await openEditor(page, `/admin/blog/posts/edit/${post.id}`);
  const theirs = await request.put(`/api/posts/${post.id}`, {
    data: {
      title: `${post.title} (theirs)`,
      status: 'published',
      publishedAt: '2020-01-15T12:00:00Z',
    },
  });
  expect(theirs.status()).toBe(200);

  await page.getByLabel('Title').fill(`${post.title} (mine)`);
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This post was changed by someone else since you opened it. Reload to see their changes.',
  );
  await expect(page.getByLabel('Title')).toHaveValue(`${post.title} (mine)`);
  expect((await readPost(page, post.id)).title).toBe(`${post.title} (theirs)`);

  await page.getByRole('button', { name: 'Keep mine as a new revision' }).click();
  await expect(page.getByText('Post saved', { exact: true })).toBeVisible();
  expect((await readPost(page, post.id)).title).toBe(`${post.title} (mine)`);
});

test('a missing post shows "Post not found" in the admin, not a crash', async ({
  page,
  request,
}) => {
  const post = await adminContent(request).post({ title: `Vanishing ${uniqueToken()}` });
  expect((await request.delete(`/api/posts/${post.id}`)).status()).toBe(204);
  await signInAs(page, 'admin');
  for (const [url, shownAt] of [
    [`/admin/blog/posts/edit/${post.id}`, `/admin/blog/posts/edit/${post.id}`],
    ['/admin/blog/posts/edit/999999999', '/admin/blog/posts/edit/999999999'],
    ['/admin/content/blog/posts/edit/not-a-number', '/admin/blog/posts/edit/not-a-number'],
  ] as const) {
    await gotoHydrated(page, url);
    await expect(page).toHaveURL(new RegExp(`${shownAt}$`));
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  }
});

test('an author writes their own posts and is told they cannot edit someone else’s', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const content = adminContent(request);
  const published = await content.post({ title: `Admin published ${token}` });
  const draft = await content.post({ title: `Admin draft ${token}`, status: 'draft' });
  await signInAs(page, 'author');

  await gotoHydrated(page, `/admin/blog/posts/edit/${published.id}`);
  await expect(page.getByRole('heading', { name: 'You cannot edit this post' })).toBeVisible();
  await gotoHydrated(page, `/admin/blog/posts/edit/${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();

  await openEditor(page, '/admin/content/blog/new');
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  await page.getByLabel('Title').fill(`Author own ${token}`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/edit\/\d+$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  expect((await readPost(page, await editedId(page))).authorId).toBe(me.id);
});

test('Delete in the editor removes the post and returns to the dashboard', async ({
  page,
  request,
}) => {
  const post = await adminContent(request).post({ title: `Editor delete ${uniqueToken()}` });
  await signInAs(page, 'admin');
  await openEditor(page, `/admin/blog/posts/edit/${post.id}`);
  await page.getByRole('button', { name: `Delete ${post.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  expect((await request.get(`/api/posts/${post.id}`)).status()).toBe(404);
});

for (const { kind, one, seededSlug } of [
  { kind: 'categories' as const, one: 'Category', seededSlug: 'ai-receptionists' },
  { kind: 'tags' as const, one: 'Tag', seededSlug: 'real-estate' },
]) {
  test(`the ${one.toLowerCase()} editor creates, edits, refuses a taken slug and knows a missing one`, async ({
    page,
    request,
  }) => {
    const token = uniqueToken();
    await signInAs(page, 'editor');
    await gotoHydrated(page, `/admin/blog/${kind}/new`);
    await page.getByRole('button', { name: `Create ${one.toLowerCase()}` }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByLabel('Name').fill(`Fresh ${token}`);
    await expect(page.getByLabel(/^Slug/)).toHaveValue(`fresh-${token}`);
    await page.getByLabel('Description').fill('First words.');
    await page.getByRole('button', { name: `Create ${one.toLowerCase()}` }).click();
    await expect(page.getByText(`${one} created`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/blog\\?tab=${kind}$`));
    const row = page.getByRole('listitem').filter({ hasText: `Fresh ${token}` });
    await expect(row).toContainText(`Slug: fresh-${token}`);

    await row.getByRole('link', { name: `Edit Fresh ${token}` }).click();
    await expect(page.getByLabel('Name')).toHaveValue(`Fresh ${token}`);
    await page.getByLabel('Description').fill('Second words.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${one} saved`, { exact: true })).toBeVisible();
    const bySlug = await request.get(`/api/${kind}/by-slug/fresh-${token}`);
    const saved = (await bySlug.json()) as { id: number; description: string };
    expect(saved.description).toBe('Second words.');

    await gotoHydrated(page, `/admin/blog/${kind}/edit/${saved.id}`);
    await page.getByLabel(/^Slug/).fill(seededSlug);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#taxonomy-slug-message')).toHaveText('That slug is already taken');
    await expect(page.getByLabel('Name')).toHaveValue(`Fresh ${token}`);

    expect((await request.delete(`/api/${kind}/${saved.id}`)).status()).toBe(204);
    await gotoHydrated(page, `/admin/blog/${kind}/edit/${saved.id}`);
    await expect(page.getByRole('heading', { name: `${one} not found` })).toBeVisible();
  });
}

test('the editors have no axe violations', async ({ page, request }) => {
  // Several full axe runs on a busy machine take longer than one page's test.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const post = await adminContent(request).post({ title: `Accessible ${uniqueToken()}` });
  await signInAs(page, 'admin');
  await openEditor(page, `/admin/blog/posts/edit/${post.id}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save post' }).focus();
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Choose image' }).click();
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/admin/blog/categories/new');
  await expectNoAxeViolations(page);
});

test('the whole life of a post: written with a category, tag and image, published, found on the blog, edited, deleted, gone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = uniqueToken();
  const content = adminContent(request);
  const category = await content.term('categories', `Life category ${token}`);
  const tag = await content.term('tags', `Life tag ${token}`);
  await signInAs(page, 'editor');
  await openEditor(page, '/admin/blog/posts/new');
  const title = `Life of a post ${token}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill(`Summary ${token}`);
  await contentBox(page).click();
  await page.keyboard.type('The body of the post.');
  await page.getByRole('button', { name: 'Choose image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByLabel('Image file').setInputFiles(sampleImage);
  await picker.getByLabel(/^Alt text/).fill(`Picture ${token}`);
  await picker.getByRole('button', { name: 'Upload and use' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('checkbox', { name: category.name }).check();
  await page.getByRole('checkbox', { name: tag.name }).check();
  await page.getByLabel('Status').selectOption('published');
  // An old date keeps the blog's first page as the other tests expect it.
  await page.getByLabel('Publication date').fill('2020-02-20T09:00');
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Post created', { exact: true })).toBeVisible();
  const id = await editedId(page);

  await gotoHydrated(page, `/blog?q=${token}`);
  const item = page.locator('main article').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: category.name })).toBeVisible();
  await gotoHydrated(page, `/tag/${tag.slug}`);
  await expect(page.locator('main article').filter({ hasText: title })).toBeVisible();

  await openEditor(page, `/admin/blog/posts/edit/${id}`);
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText('Post saved', { exact: true })).toBeVisible();
  await gotoHydrated(page, `/blog?q=${token}`);
  await expect(page.locator('main article').filter({ hasText: `${title} edited` })).toBeVisible();

  const { slug } = await readPost(page, id);
  await openEditor(page, `/admin/blog/posts/edit/${id}`);
  await page.getByRole('button', { name: `Delete ${title} edited` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
  await gotoHydrated(page, `/blog?q=${token}`);
  await expect(page.getByText('No posts found.')).toBeVisible();
  expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
  const gone = await page.goto(`/blog/post/${slug}`);
  expect(gone?.status()).toBe(404);
});
