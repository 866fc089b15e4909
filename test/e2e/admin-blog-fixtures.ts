import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { sampleAccounts } from './support';

/** A short token no seeded row contains, for names, slugs and searches. */
export const uniqueToken = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function json<T>(pending: Promise<APIResponse>, status: number) {
  const response = await pending;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

export interface CreatedPost {
  id: number;
  slug: string;
  title: string;
  updatedAt: string;
}

/**
 * Content and accounts made through the API by whoever `request` is signed in as. Published
 * posts are dated 2020, before every seeded post, so the public blog's first pages stay as seeded.
 */
export function adminContent(request: APIRequestContext) {
  return {
    signIn: async (role: keyof typeof sampleAccounts) =>
      expect((await request.post('/api/auth/login', { data: sampleAccounts[role] })).status()).toBe(
        200,
      ),
    post: (data: { title: string; status?: string; publishedAt?: string | null }) =>
      json<CreatedPost>(
        request.post('/api/posts', {
          data: {
            excerpt: 'Made by the admin tests.',
            content: '<p>Fixture body.</p>',
            status: 'published',
            publishedAt: '2020-01-15T12:00:00Z',
            ...data,
          },
        }),
        201,
      ),
    term: (kind: 'categories' | 'tags', name: string) =>
      json<{ id: number; slug: string; name: string }>(
        request.post(`/api/${kind}`, { data: { name, description: `About ${name}.` } }),
        201,
      ),
    /** A new staff account; the admin signed in on `request` creates it. */
    account: async (role: 'author' | 'editor') => {
      const username = `${role}${uniqueToken()}`;
      const password = 'long-enough-password';
      await json(
        request.post('/api/users', {
          data: { username, email: `${username}@example.com`, password, role, fullName: '' },
        }),
        201,
      );
      return { username, password };
    },
  };
}

export async function signInPage(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
}
