import { NotFoundError } from './errors';

/*
 * What the pages' server-side hooks (`+data` and `*.server.ts` under views/) read: the same
 * services the API uses, without an HTTP round trip. The one door from views into the server's
 * data; the browser never loads it.
 */

export { listComments, type CommentView } from './services/comment-service';
export { findPublicPage, type PageView } from './services/page-service';
export { findPagePreview } from './services/page-preview';
export { getPostBySlug, listPosts, type PostView } from './services/post-service';
export { setupLinkState } from './services/setup-service';
export { listSitemapSections } from './services/sitemap-service';
export { getTaxonomyBySlug, listTaxonomy, type TaxonomyKind } from './services/taxonomy-service';

/** Null for a record that does not exist; any other failure is thrown on. */
export function orNullWhenMissing(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}
