import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findPublicPage } from '#src/page-data';
import { loadPostAtShortAddress } from '../components/blog/blog-data.server';
import { readBlocksSharedContent, shownPage } from '../components/blocks/shown-page.server';

export async function data(pageContext: PageContextServer) {
  const path = pageContext.urlPathname;
  const sharedRead = readBlocksSharedContent(pageContext);
  const found = await findPublicPage(path);
  if (found) {
    return { kind: 'page' as const, page: await shownPage(found.page, pageContext, sharedRead) };
  }
  const post = /^\/[^/]+$/.test(path) ? await loadPostAtShortAddress(path.slice(1)) : null;
  if (!post) throw render(404);
  return { kind: 'post' as const, ...post };
}
export type SitePageData = Awaited<ReturnType<typeof data>>;
