import { Fragment } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { Block, BlockType } from '#src/schemas/blocks/catalog';
import type { SharedContent } from '#src/schemas/shared';
import { useHashScroll } from '#views/hooks/use-hash-scroll';
import { useRevealOnScroll } from '#views/hooks/use-reveal-on-scroll';
import { BlockIsland } from './block-island';
import { blockViews } from './registry';

/** The blocks a visitor sees: hidden ones are left out (the page's data never has unknown types). */
const shown = (blocks: readonly Block[]) => blocks.filter((block) => !block.hidden);

/**
 * A page built from blocks, in their order. It scrolls to the block its address's #anchor names,
 * on load and when the anchor changes, and sections that slide in (`Reveal`) do so once, as they
 * scroll into view; on a page without either, neither does anything. It holds no state: a
 * re-render would make React drop the server markup of blocks that have not loaded.
 */
export function BlockPage({
  page,
}: {
  page: {
    path: string;
    blocks: readonly Block[];
    shared: Partial<SharedContent>;
    /** The block types on the page whose views run code in the browser. */
    interactive: readonly BlockType[];
  };
}) {
  // On the server, the page whole; in the browser, what hydration needs (shown-page.server.ts).
  const { site, shownPage } = usePageContext();
  useHashScroll();
  useRevealOnScroll();
  return (
    <>
      {shown((shownPage ?? page).blocks).map((block) => (
        <BlockIsland
          key={block.id}
          type={block.type}
          interactive={page.interactive.includes(block.type)}
          data={block.data}
          site={site}
          blockId={block.id}
          pagePath={page.path}
          shared={(shownPage ?? page).shared}
        />
      ))}
    </>
  );
}

/** What the block types on the page add to <head> (a form provider's script, say), once each. */
export function BlockHeads({ blocks }: { blocks: readonly Block[] }) {
  const { site } = usePageContext();
  const types = [...new Set(shown(blocks).map((block) => block.type))];
  return (
    <>
      {types.map((type) => (
        <Fragment key={type}>{blockViews[type].head?.(site)}</Fragment>
      ))}
    </>
  );
}
