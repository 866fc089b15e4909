import { expect, test } from '@playwright/test';
import { permanentRedirects } from '#src/redirects';
import { sampleAccounts } from './support';

test('/solutions answers 301 to the voice receptionist page', async ({ request }) => {
  const response = await request.get('/solutions', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/solutions/ai-voice-receptionists');
});

test('the solution pages under /solutions answer themselves, not the redirect', async ({
  request,
}) => {
  for (const slug of [
    'ai-voice-receptionists',
    'ai-business-operations',
    'ai-consulting',
    'ai-readiness-consulting',
  ]) {
    const response = await request.get(`/solutions/${slug}`, { maxRedirects: 0 });
    expect(response.status(), slug).toBe(200);
  }
});

test('a browser opening /solutions lands on the voice receptionist page', async ({ page }) => {
  await page.goto('/solutions');
  await expect(page).toHaveURL(/\/solutions\/ai-voice-receptionists$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Meet Ava, the AI receptionist who answers every call',
  );
});

test('every line of the redirect table answers 301 to its address, with the query string', async ({
  playwright,
  baseURL,
}) => {
  // An admin may open every older /admin address, so each answers its redirect.
  const admin = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    const login = await admin.post('/api/auth/login', { data: sampleAccounts.admin });
    expect(login.status()).toBe(200);
    const example = (routeString: string) =>
      routeString.replace('@id', '7').replace('*', 'posts/edit/7');
    const entries = Object.entries(permanentRedirects);
    expect(entries.length).toBeGreaterThan(0);
    for (const [from, to] of entries) {
      for (const query of ['', '?from=old-link&tab=tags']) {
        const url = `${example(from)}${query}`;
        const response = await admin.get(url);
        expect(response.status(), url).toBe(301);
        expect(response.headers()['location'], url).toBe(`${example(to)}${query}`);
      }
    }
  } finally {
    await admin.dispose();
  }
});
