import { expect, test } from '@playwright/test';
import { gotoHydrated, ownClientAddress, signInAs } from './support';

test.use(ownClientAddress(import.meta.url));
test.use({ viewport: { width: 1280, height: 900 } });
// A 1.7 MB script and a 370 KB document to render, then a request: slow on a busy machine.
test.setTimeout(90_000);

test('staff read the API reference, and trying an endpoint there never sends their session', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    // The 401 tried below is logged by the browser as a failed load: expected, not a fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      failures.push(message.text());
  });
  await signInAs(page, 'author');
  await gotoHydrated(page, '/admin/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  // Swagger UI renders into the page's main region.
  const reference = page.getByRole('main', { name: 'Admin' });
  // Swagger UI renders the document: the contract's title, then its areas.
  // Its script is large (1.7 MB): the first render may take a while on a busy machine.
  await expect(reference.getByRole('heading', { name: /Ava Automation API/ })).toBeVisible({
    timeout: 30_000,
  });
  // Areas start folded (a tag per resource): opening one shows its operations.
  const openArea = (tag: string) => reference.locator(`h3#operations-tag-${tag}`).click();
  await openArea('leads');
  await expect(
    reference.getByText('List leads', { exact: true }),
    failures.join('\n'),
  ).toBeVisible();
  await openArea('posts');
  await expect(reference.getByText('Create a post', { exact: true })).toBeVisible();

  // "Who is signed in", tried from the reference: the author is signed in, yet the request
  // carries no cookie, so it answers 401 as it would to a tool without a token.
  await openArea('auth');
  const me = reference.locator('.opblock', { hasText: 'Who is signed in' });
  await me.locator('.opblock-summary').click();
  await me.getByRole('button', { name: 'Try it out' }).click();
  await me.getByRole('button', { name: 'Execute' }).click();
  await expect(me.locator('.live-responses-table tbody .response-col_status')).toHaveText(/401/, {
    timeout: 20_000,
  });
  const document = await page.request.get('/api/openapi.json');
  expect(document.status()).toBe(200);
  expect((await document.json()).openapi).toBe('3.1.0');
  expect(refused).toEqual([]);
  expect(failures).toEqual([]);
});
