import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-check';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));

test.use({ viewport: { width: 1280, height: 800 } });

test('an editor sees the overview with counts, recent posts and shortcuts, without admin-only parts', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  const title = `Overview draft ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/posts', {
    data: { title, excerpt: 'Draft for the overview.', content: '<p>Draft.</p>', status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const response = await gotoHydrated(page, '/admin');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const main = page.getByRole('main');
  const counts = main.getByRole('list', { name: 'Counts' });
  for (const label of [
    'Published posts',
    'Drafts',
    'Scheduled',
    'Comments awaiting moderation',
    /^Leads this month \(\d+ in total\)$/,
  ]) {
    await expect(counts.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(counts.getByText('Users', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'New Post' })).toHaveAttribute(
    'href',
    '/admin/blog/posts/new',
  );
  await expect(main.getByRole('link', { name: 'Media' })).toHaveAttribute(
    'href',
    '/admin/content/media',
  );
  await expect(main.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/admin/blog/posts/edit/${id}`,
  );
  await expect(main.getByRole('link', { name: 'Moderate comments' })).toHaveAttribute(
    'href',
    '/admin/content/blog/manager',
  );
  await expectNoAxeViolations(page);

  await page.request.delete(`/api/posts/${id}`);
});

test('an admin also sees the number of users and the Settings shortcut', async ({ page }) => {
  await signInAs(page, 'admin');
  await gotoHydrated(page, '/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /\d+\s*Users/ })).toHaveAttribute(
    'href',
    '/admin/users',
  );
  await expect(main.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  // A seeded comment awaits moderation, with the post it belongs to.
  await expect(
    main.getByRole('region', { name: 'Comments awaiting moderation' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('editors and admins read the leads sent through the site forms, newest first', async ({
  page,
}) => {
  const name = `Lead ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/leads', {
    data: {
      kind: 'quote',
      name,
      email: 'pat@example.com',
      phone: '(555) 010-0123',
      company: 'Example Realty',
      message: 'Please call me about Ava.',
      sourcePath: '/landing',
    },
  });
  expect(sent.status()).toBe(201);

  await signInAs(page, 'editor');
  const response = await gotoHydrated(page, '/admin/leads');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Please call me about Ava.');
  await expect(row).toContainText('Example Realty');
  await expect(row).toContainText('Quote form');
  await expect(row).toContainText('on /landing');
  await expect(row.getByRole('link', { name: 'pat@example.com' })).toHaveAttribute(
    'href',
    'mailto:pat@example.com',
  );
  await expect(row.getByRole('link', { name: '(555) 010-0123' })).toHaveAttribute(
    'href',
    'tel:5550100123',
  );
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await gotoHydrated(page, '/admin');
  await expect(
    page.getByRole('region', { name: 'Recent leads' }).getByText(name, { exact: false }),
  ).toBeVisible();
});
