import { Fragment } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { Block } from '#src/schemas/blocks/catalog';
import type { SharedContent } from '#src/schemas/shared';
import { BlockIsland } from './block-island';
import { blockViews } from './registry';

/** The blocks a visitor sees: hidden ones are left out (the page's data never has unknown types). */
const shown = (blocks: readonly Block[]) => blocks.filter((block) => !block.hidden);

/** A page built from blocks, in their order. */
export function BlockPage({
  page,
}: {
  page: { path: string; blocks: readonly Block[]; shared: Partial<SharedContent> };
}) {
  const { site } = usePageContext();
  return (
    <>
      {shown(page.blocks).map((block) => (
        <BlockIsland
          key={block.id}
          type={block.type}
          data={block.data}
          site={site}
          blockId={block.id}
          pagePath={page.path}
          shared={page.shared}
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
