import { expect, test } from '@playwright/test';

test('/solutions answers 301 to the voice receptionist page', async ({ request }) => {
  const response = await request.get('/solutions', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/solutions/ai-voice-receptionists');
});
