import { expect, test, type Page } from '@playwright/test';

/** The user Vike serialized for hydration, read from the page itself. */
async function pageUser(page: Page) {
  const json = await page.locator('script#vike_pageContext').textContent();
  return (JSON.parse(json ?? '{}') as { user?: { username: string; role: string } | null }).user;
}

test('pages know the signed-in user from the session, and forget them after logout', async ({
  page,
}) => {
  await page.goto('/');
  expect(await pageUser(page)).toBeNull();

  const login = await page.request.post('/api/auth/login', {
    data: { username: 'editor', password: 'editor123' },
  });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ username: 'editor', role: 'editor' });

  await page.goto('/');
  expect(await pageUser(page)).toMatchObject({ username: 'editor', role: 'editor' });

  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await page.goto('/');
  expect(await pageUser(page)).toBeNull();
});

test('a wrong password answers 401 with the spec message', async ({ request }) => {
  const response = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'wrong-password' },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ message: 'Invalid username or password' });
});
