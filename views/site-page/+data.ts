import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findPublicPage, readSharedContent, type PageView } from '#src/page-data';
import { blockDefinition } from '#src/schemas/blocks/catalog';
import { loadPostAtShortAddress } from '../components/blog/blog-data.server';

export async function data(pageContext: PageContextServer) {
  const path = pageContext.urlPathname;
  const found = await findPublicPage(path);
  if (found && 'movedTo' in found) throw redirect(found.movedTo, 301);
  if (found) return { kind: 'page' as const, page: await shownPage(found.page, pageContext) };
  const post = /^\/[^/]+$/.test(path) ? await loadPostAtShortAddress(path.slice(1)) : null;
  if (!post) throw render(404);
  return { kind: 'post' as const, ...post };
}
export type SitePageData = Awaited<ReturnType<typeof data>>;

/**
 * What the page shows: its blocks, the shared content they use, and which of their types run
 * code in the browser (so the browser needs no catalog to tell). A stored block whose type
 * has left the catalog (a later version removed it) shows nothing, and says so in the log; the
 * rest of the page is shown as usual.
 */
async function shownPage(page: PageView, pageContext: PageContextServer) {
  const blocks = page.blocks.filter((block) => {
    if (blockDefinition(block.type)) return true;
    pageContext.warn?.(
      { path: page.path, blockId: block.id, type: block.type },
      'unknown block type',
    );
    return false;
  });
  const shownTypes = new Set(blocks.filter((block) => !block.hidden).map((block) => block.type));
  const definitions = [...shownTypes].map((type) => blockDefinition(type)!);
  const shared = await readSharedContent([...new Set(definitions.flatMap(({ uses }) => uses))]);
  const interactive = definitions.filter((item) => item.interactive).map((item) => item.type);
  const { path, title, seoTitle, seoDescription, seoImage } = page;
  return { path, title, seoTitle, seoDescription, seoImage, blocks, shared, interactive };
}
