import type { ComponentType, ReactNode } from 'react';
import type { PublicSite } from '#src/config/site';
import type { BlockDataOf, BlockType } from '#src/schemas/blocks/catalog';
import type { SharedContent } from '#src/schemas/shared';

/**
 * What a block's view receives: its data, the site's public facts, and where it is shown. Block
 * views are plain components of their props: they read no framework context, so the bundler
 * can split each into a chunk of its own (see registry.ts).
 */
export interface BlockViewProps<Type extends BlockType = BlockType> {
  data: BlockDataOf<Type>;
  site: PublicSite;
  /** The block's id on its page, unique there: a base for element ids. */
  blockId: string;
  /** The path of the page showing it (a lead form's landing page, say). */
  pagePath: string;
  /** The shared content the page's blocks use (their type's `uses`), read with the page. */
  shared: Partial<SharedContent>;
}

export type BlockView<Type extends BlockType = BlockType> = ComponentType<BlockViewProps<Type>>;

/** A type's entry in the registry: its view's chunk, and what it adds to <head>, if anything. */
export interface BlockViewEntry<Type extends BlockType> {
  load: () => Promise<BlockView<Type>>;
  head?: (site: PublicSite) => ReactNode;
}
