import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a cached public response shows, as far as frequent writes are concerned: `posts` for
 * anything that lists or counts published posts (blog pages, sidebars, feeds, the sitemap, the
 * posts API), `post:<id>` for one post with its comments, `page:<id>` for one page of the site,
 * `pages` for what lists the pages or finds none at an address (the sitemap, a 404). Everything
 * else (settings, navigation, taxonomy, people, media) changes rarely and shows across the site:
 * a write to it changes everything.
 */
export type ContentTag = 'posts' | 'comments' | `post:${number}` | 'pages' | `page:${number}`;

/** What a write changed on public pages. */
export type ContentChange = 'everything' | readonly ContentTag[];

export const postTag = (id: number): ContentTag => `post:${id}`;
export const pageTag = (id: number): ContentTag => `page:${id}`;

interface Registry {
  shown: AsyncLocalStorage<Set<ContentTag>>;
  listeners: Set<(change: ContentChange) => void>;
}

/**
 * One registry per process: the server bundle and the pages' bundle (Vike's) each carry a copy
 * of this module, and a page's reads must reach the cache the server wrote.
 */
const registryKey = Symbol.for('ava.public-content');
const { shown, listeners } = ((globalThis as { [registryKey]?: Registry })[registryKey] ??= {
  shown: new AsyncLocalStorage(),
  listeners: new Set(),
});

/** Services call this as they read public content, so the response being cached is tagged. */
export function showsContent(...tags: ContentTag[]): void {
  const collected = shown.getStore();
  if (collected) for (const tag of tags) collected.add(tag);
}

/**
 * Runs `work` (a page render, an API handler, with everything it awaits) collecting into `tags`
 * the content its reads report, for the cache to tag the response with.
 */
export function collectShownContent<T>(tags: Set<ContentTag>, work: () => T): T {
  return shown.run(tags, work);
}

/**
 * Services call this once a write that changes public content has committed. A draft's save
 * changes nothing public, so it reports nothing.
 */
export function publicContentChanged(change: ContentChange): void {
  if (change !== 'everything' && change.length === 0) return;
  for (const listener of listeners) listener(change);
}

/** Subscribes a cache to the changes; returns the unsubscribe. */
export function onPublicContentChange(listener: (change: ContentChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
