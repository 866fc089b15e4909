import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { desktop, toastNamed, uniqueName } from './admin-content-support';
import { expectNoAxeViolations } from './axe-check';
import {
  gotoHydrated,
  ownClientAddress,
  sampleAccounts,
  scrollToHydrated,
  signInAs,
} from './support';

test.use(ownClientAddress(import.meta.url));
test.use({ viewport: desktop });

/** A person needs longer than the spam rule's 3 seconds (from the page's start) to send a form. */
const humanPause = 3_200;

/** A draft page of rich text blocks, one per heading, made through the API as `request`'s user. */
async function createTextPage(request: APIRequestContext, headings: string[]) {
  const unique = uniqueName();
  const response = await request.post('/api/pages', {
    data: {
      title: `Builder ${unique}`,
      path: `/builder-${unique}`,
      status: 'draft',
      blocks: headings.map((heading, index) => ({
        id: `text-${index + 1}`,
        type: 'richText',
        data: { heading, html: `<p>About ${heading}.</p>` },
      })),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string; path: string };
}

/** The blocks as the builder lists them, by their names ("1. Rich text Alpha"). */
const blockNames = (page: Page) =>
  page.getByRole('list', { name: 'Blocks' }).locator(':scope > li h3');

test('an editor builds a campaign page whose lead form labels its leads, seen in leads and analytics', async ({
  page,
  browser,
}) => {
  const unique = uniqueName();
  const path = `/spring-offer-${unique}`;
  const campaign = `Spring offer ${unique}`;
  const name = `Spring Visitor ${unique}`;
  const staff = await browser.newContext({ viewport: desktop });
  try {
    const admin = await staff.newPage();
    await signInAs(admin, 'editor');
    await gotoHydrated(admin, '/admin/content/pages');
    await admin.getByRole('button', { name: 'New page' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Campaign landing').check();
    await dialog.getByLabel('Title').fill(`Spring offer ${unique}`);
    await dialog.getByLabel('Address').fill(path);
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(toastNamed(admin, 'Page created')).toBeVisible();
    await expect(blockNames(admin)).toHaveText([
      /^1\. Hero/,
      /^2\. Feature grid/,
      /^3\. Testimonials/,
      /^4\. Lead form/,
    ]);
    await admin.getByRole('button', { name: /^4\. Lead form/ }).click();
    await admin.getByLabel('Campaign (optional)').fill(campaign);
    await admin.getByLabel('Status').selectOption('published');
    await admin.getByRole('button', { name: 'Save page' }).click();
    await expect(toastNamed(admin, 'Page published')).toBeVisible();

    // An anonymous visitor lands on the page and sends its form.
    await gotoHydrated(page, path);
    const section = await scrollToHydrated(page, 'get-the-offer');
    const form = section.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('spring-offer@example.test');
    await form.getByLabel('How can we help?').fill('I want the spring offer.');
    await page.waitForFunction((pause) => performance.now() > pause, humanPause);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you!');

    await gotoHydrated(admin, `/admin/leads?q=${encodeURIComponent(name)}`);
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`on ${path}`);
    await expect(row).toContainText(`campaign: ${campaign}`);
    await row.getByRole('button', { name }).click();
    const firstTouch = admin
      .getByRole('dialog', { name })
      .getByRole('region', { name: 'First touch' });
    await expect(firstTouch).toContainText(campaign);
    await expect(firstTouch).toContainText(`Landing page${path}`);
    await expect(firstTouch).toContainText(`Sent from${path}`);

    await gotoHydrated(admin, '/admin/analytics');
    const landingPages = admin.getByRole('region', {
      name: 'Conversions by landing page',
      exact: true,
    });
    const byLandingPage = landingPages.getByRole('row').filter({ hasText: path });
    // Visits are written in batches about a second apart: look again until they are.
    await expect
      .poll(
        async () => {
          await admin.reload();
          await landingPages.waitFor();
          return byLandingPage.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(byLandingPage.getByRole('cell').first()).toHaveText(path);
  } finally {
    await staff.close();
  }
});

test('an editor reorders blocks with the keyboard alone, and the order is saved', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  const created = await createTextPage(page.request, ['Alpha', 'Beta', 'Gamma']);
  try {
    await gotoHydrated(page, `/admin/content/pages/${created.id}`);
    await expect(blockNames(page)).toHaveText([
      '1. Rich text Alpha',
      '2. Rich text Beta',
      '3. Rich text Gamma',
    ]);
    const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
    const handle = page.getByRole('button', { name: 'Move Block 1: Rich text', exact: true });
    // In view before it has the focus: the document scrolls smoothly (views/styles.css), and a
    // block picked up while the page still scrolls to it drifts from its place.
    await handle.scrollIntoViewIfNeeded();
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announced('Picked up Block 1: Rich text.')).toHaveCount(1);
    // dnd-kit listens for the arrow keys from a timer it sets on picking up; a busy browser may
    // handle a key pressed at once before that timer. A timer set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    await expect(announced('is now at position 2 of 3.')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(announced('is now at position 3 of 3.')).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(announced('was dropped at position 3 of 3.')).toHaveCount(1);
    await expect(blockNames(page)).toHaveText([
      '1. Rich text Beta',
      '2. Rich text Gamma',
      '3. Rich text Alpha',
    ]);
    // The moved block keeps the focus, with its new position in its name.
    await expect(
      page.getByRole('button', { name: 'Move Block 3: Rich text', exact: true }),
    ).toBeFocused();

    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(toastNamed(page, 'Page saved')).toBeVisible();
    const saved = (await (await page.request.get(`/api/pages/${created.id}`)).json()) as {
      blocks: { id: string }[];
    };
    expect(saved.blocks.map((block) => block.id)).toEqual(['text-2', 'text-3', 'text-1']);
    await gotoHydrated(page, `/admin/content/pages/${created.id}`);
    await expect(blockNames(page)).toHaveText([
      '1. Rich text Beta',
      '2. Rich text Gamma',
      '3. Rich text Alpha',
    ]);
  } finally {
    await page.request.delete(`/api/pages/${created.id}`);
  }
});

for (const viewport of [desktop, { width: 390, height: 844 }]) {
  test(`axe finds nothing on the builder ${viewport.width} px wide, a block open`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'editor');
    const created = await createTextPage(page.request, ['Alpha', 'Beta']);
    try {
      await gotoHydrated(page, `/admin/content/pages/${created.id}`);
      await page.getByRole('button', { name: /^1\. Rich text/ }).click();
      await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
      await expect(
        page.frameLocator('iframe[title^="Preview of the page"]').getByText('About Alpha.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await page.request.delete(`/api/pages/${created.id}`);
    }
  });
}

test('an author is refused the builder and the pages API', async ({
  page,
  playwright,
  baseURL,
}) => {
  const editor = await playwright.request.newContext({ baseURL });
  try {
    expect((await editor.post('/api/auth/login', { data: sampleAccounts.editor })).status()).toBe(
      200,
    );
    const created = await createTextPage(editor, ['Alpha']);
    try {
      await signInAs(page, 'author');
      const response = await gotoHydrated(page, `/admin/content/pages/${created.id}`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      const edit = await page.request.put(`/api/pages/${created.id}`, {
        data: {
          title: 'Taken over',
          path: created.path,
          status: 'published',
          blocks: [{ id: 'text', type: 'richText', data: { html: '<p>Taken over.</p>' } }],
        },
      });
      expect(edit.status()).toBe(403);
      expect((await page.request.get(`/api/pages/${created.id}`)).status()).toBe(403);
      const unchanged = (await (await editor.get(`/api/pages/${created.id}`)).json()) as {
        title: string;
        status: string;
      };
      expect(unchanged).toMatchObject({ title: created.title, status: 'draft' });
    } finally {
      await editor.delete(`/api/pages/${created.id}`);
    }
  } finally {
    await editor.dispose();
  }
});
