import { expect, test, type Page } from '@playwright/test';
import { adminContent, uniqueToken } from './admin-blog-fixtures';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, restoreRevision, signInAs } from './support';

test.use({ timezoneId: 'UTC' });

const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content' });

async function openEditor(page: Page, postId: number) {
  await gotoHydrated(page, `/admin/blog/posts/edit/${postId}`);
  await expect(contentBox(page)).toBeVisible();
}

const autosaved = (page: Page, postId: number) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/posts/${postId}/autosave`) &&
      response.request().method() === 'PUT',
  );

test.beforeEach(async ({ request }) => {
  await adminContent(request).signIn('admin');
});

test('text typed on one browser is on the server when the post is opened on another', async ({
  browser,
  request,
}) => {
  const post = await adminContent(request).post({
    title: `Two laptops ${uniqueToken()}`,
    status: 'draft',
  });
  const first = await browser.newContext({ timezoneId: 'UTC' });
  const laptop = await first.newPage();
  await signInAs(laptop, 'editor');
  await openEditor(laptop, post.id);
  await contentBox(laptop).click();
  await laptop.keyboard.press('ControlOrMeta+End');
  const kept = autosaved(laptop, post.id);
  await laptop.keyboard.type(' Typed on the first laptop.');
  expect((await kept).status()).toBe(200);
  // More typing, then the tab closes before the next autosave is due: leaving sends it.
  await laptop.keyboard.type(' And a last line before closing.');
  laptop.on('dialog', (dialog) => void dialog.accept());
  const closed = new Promise((resolve) => laptop.once('close', resolve));
  await laptop.close({ runBeforeUnload: true });
  await closed;
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/api/posts/${post.id}/revisions`)).json()) as {
        revisions: Array<{ id: number }>;
      };
      const newest = await request.get(`/api/posts/${post.id}/revisions/${list.revisions[0]!.id}`);
      return ((await newest.json()) as { content: { content: string } }).content.content;
    })
    .toContain('And a last line before closing.');
  await first.close();

  // A fresh browser profile: nothing in its storage.
  const second = await browser.newContext({ timezoneId: 'UTC' });
  const other = await second.newPage();
  await signInAs(other, 'editor');
  await openEditor(other, post.id);
  await expect(other.getByText('This post has autosaved text that was never saved')).toBeVisible();
  await expect(contentBox(other)).not.toContainText('Typed on the first laptop');
  await other.getByRole('button', { name: 'Open the autosaved text' }).click();
  await expect(contentBox(other)).toContainText(
    'Typed on the first laptop. And a last line before closing.',
  );
  // The post itself is unchanged until it is saved.
  const stored = (await (await request.get(`/api/posts/${post.id}`)).json()) as { content: string };
  expect(stored.content).not.toContain('Typed on the first laptop');
  await other.getByRole('button', { name: 'Save post' }).click();
  await expect(other.getByText('Post saved', { exact: true })).toBeVisible();
  const saved = (await (await request.get(`/api/posts/${post.id}`)).json()) as { content: string };
  expect(saved.content).toContain('And a last line before closing.');
  await second.close();
});

test('an older revision, compared and restored, reaches the public page once published', async ({
  page,
  request,
  baseURL,
}) => {
  const token = uniqueToken();
  const post = await adminContent(request).post({ title: `Restorable ${token}` });
  const rewrite = await request.put(`/api/posts/${post.id}`, {
    data: {
      title: `Restorable ${token}`,
      excerpt: 'Made by the admin tests.',
      content: '<p>Rewritten body nobody liked.</p>',
      status: 'draft',
    },
  });
  expect(rewrite.status()).toBe(200);

  await signInAs(page, 'editor');
  await openEditor(page, post.id);
  await expect(contentBox(page)).toContainText('Rewritten body nobody liked.');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const rows = history.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Saved');
  await expect(rows.nth(1)).toContainText('Published');
  await expect(history.getByRole('link', { name: 'Activity for this post' })).toHaveAttribute(
    'href',
    `/admin/activity?objectType=post&objectId=${post.id}`,
  );
  // The newest against the one before: a word diff of the text, not of the markup.
  const differences = history.getByLabel('Differences');
  await expect(differences.locator('del')).toContainText(['Fixture']);
  await expect(differences.locator('ins')).toContainText(['Rewritten']);
  await expect(differences).not.toContainText('<p>');
  await expectNoAxeViolations(page);

  await restoreRevision(rows.nth(1));
  await expect(history).toBeHidden();
  await expect(page.getByText('Revision restored in the editor', { exact: true })).toBeVisible();
  await expect(contentBox(page)).toContainText('Fixture body.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Restoring changed nothing readers see.
  expect((await fetch(`${baseURL}/blog/post/${post.slug}`)).status).toBe(404);

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText('Post saved', { exact: true })).toBeVisible();
  await gotoHydrated(page, `/blog/post/${post.slug}`);
  await expect(page.getByRole('main')).toContainText('Fixture body.');
  await expect(page.getByRole('main')).not.toContainText('Rewritten body');
});

test('a second editor sees who else is editing, and chooses after a refused autosave', async ({
  browser,
  request,
}) => {
  const post = await adminContent(request).post({ title: `Shared ${uniqueToken()}` });
  const first = await browser.newContext({ timezoneId: 'UTC' });
  const editor = await first.newPage();
  await signInAs(editor, 'editor');
  await openEditor(editor, post.id);

  const second = await browser.newContext({ timezoneId: 'UTC' });
  const admin = await second.newPage();
  await signInAs(admin, 'admin');
  await openEditor(admin, post.id);
  await expect(
    admin.getByRole('status').filter({ hasText: 'also editing this post' }),
  ).toBeVisible();

  await contentBox(editor).click();
  const editorKept = autosaved(editor, post.id);
  await editor.keyboard.type('Editor was here. ');
  expect((await editorKept).status()).toBe(200);

  await contentBox(admin).click();
  const adminRefused = autosaved(admin, post.id);
  await admin.keyboard.type('Admin was here. ');
  expect((await adminRefused).status()).toBe(409);
  const alert = admin.getByRole('alert');
  await expect(alert).toContainText('Someone else changed this since you opened it.');
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await alert.getByRole('button', { name: 'Keep mine as a new revision' }).click();
  await expect(admin.getByText('Post saved', { exact: true })).toBeVisible();
  const saved = (await (await request.get(`/api/posts/${post.id}`)).json()) as { content: string };
  expect(saved.content).toContain('Admin was here.');
  // The editor's text is not lost: it is in the history.
  const revisions = (await (await request.get(`/api/posts/${post.id}/revisions`)).json()) as {
    revisions: Array<{ id: number; kind: string }>;
  };
  const kinds = revisions.revisions.map((revision) => revision.kind);
  expect(kinds.slice(0, 2)).toEqual(['publish', 'autosave']);
  const theirs = await request.get(`/api/posts/${post.id}/revisions/${revisions.revisions[1]!.id}`);
  expect(((await theirs.json()) as { content: { content: string } }).content.content).toContain(
    'Editor was here.',
  );
  await first.close();
  await second.close();
});
