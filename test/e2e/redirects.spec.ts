import { expect, test } from '@playwright/test';

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
