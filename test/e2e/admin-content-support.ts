import { expect, type Page } from '@playwright/test';
import { gotoHydrated, signInAs } from './support';

/** The admin content screens are checked at desktop width, where staff use them. */
export const desktop = { width: 1280, height: 800 } as const;

/** An author opening an editor-only screen gets Access Denied with 403. */
export async function expectAuthorRefused(page: Page, path: string) {
  await signInAs(page, 'author');
  const response = await gotoHydrated(page, path);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Required roles: admin or editor', { exact: true })).toBeVisible();
}

export const uniqueName = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A toast, in the notifications region (screen readers also get it announced elsewhere). */
export const toastNamed = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

/** How long a live preview may take to follow a change: an autosave, then a server render. */
export const previewWaitMs = 15_000;
