import type { PageContextServer } from 'vike/types';
import type { SharedContentKind } from '#src/schemas/shared';
import type { PageView } from '#src/page-data';
import { blockCatalog, blockDefinition } from '#src/schemas/blocks/catalog';

type PageContent = Pick<
  PageView,
  'path' | 'title' | 'seoTitle' | 'seoDescription' | 'seoImage' | 'blocks'
>;

/** Every kind of shared content a block type uses (the plans, the menus): a few small rows. */
const kindsBlocksUse = [...new Set(blockCatalog.flatMap((definition) => definition.uses))];

/**
 * The shared content blocks use, asked for before the page is known so that both reads run at
 * once. It comes from the server's copy in memory (passed in the page context), the one a save
 * empties; the pages' bundle has a module instance of its own, which nothing would empty.
 */
export function readBlocksSharedContent(pageContext: PageContextServer) {
  // Set for every render by src/middleware/render-page.ts; optional only in the type both sides share.
  const read = pageContext.sharedContent!(kindsBlocksUse);
  // Awaited by shownPage; when no page is found, nobody does, and a failure is not a crash.
  read.catch(() => undefined);
  return read;
}

/**
 * What a block page shows (the public page and the builder's preview alike): its blocks and the
 * shared content they use. A stored block whose type has left the catalog (a later version
 * removed it) shows nothing, and says so in the log; the rest of the page is shown as usual.
 */
export async function shownPage(
  page: PageContent,
  pageContext: PageContextServer,
  sharedRead = readBlocksSharedContent(pageContext),
) {
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
  const read = await sharedRead;
  const used = new Set(definitions.flatMap(({ uses }) => uses));
  const shared = Object.fromEntries(
    Object.entries(read).filter(([kind]) => used.has(kind as SharedContentKind)),
  ) as typeof read;
  // Which types run code in the browser, so the browser needs no catalog to tell.
  const interactive = definitions.filter((item) => item.interactive).map((item) => item.type);
  const { path, title, seoTitle, seoDescription, seoImage } = page;
  return { path, title, seoTitle, seoDescription, seoImage, blocks, shared, interactive };
}

export type ShownPage = Awaited<ReturnType<typeof shownPage>>;

/**
 * What the browser needs of a shown page to hydrate it: the data of its interactive blocks and
 * the shared content they use. A block without behaviour keeps its server markup and never
 * renders in the browser (block-island.tsx), so its data (most of a marketing page) would be
 * sent for nothing: it goes as `null`. A client-side navigation renders every block in the
 * browser, so it gets the page whole.
 */
export function forHydration(page: ShownPage): ShownPage {
  const interactive = new Set<string>(page.interactive);
  const sharedKinds = new Set(
    page.interactive.flatMap((type) => blockDefinition(type)?.uses ?? []),
  );
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      interactive.has(block.type) ? block : { ...block, data: null as never },
    ),
    shared: Object.fromEntries(
      Object.entries(page.shared).filter(([kind]) => sharedKinds.has(kind as never)),
    ),
  };
}
