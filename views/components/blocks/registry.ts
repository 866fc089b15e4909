import type { BlockType } from '#src/schemas/blocks/catalog';
import type { BlockView, BlockViewEntry } from './types';

/**
 * The view of every block type in the catalog (src/schemas/blocks/catalog.ts): a type without
 * one does not type-check. Each view is a chunk of its own, loaded in the browser only by a page
 * that shows that type, and only when an interactive block needs its code (block-island.tsx).
 */
export const blockViews: { [Type in BlockType]: BlockViewEntry<Type> } = {
  richText: { load: () => import('./rich-text-block').then((module) => module.RichTextBlock) },
};

type LoadedViews = { [Type in BlockType]: BlockView<Type> };

async function loadAll(): Promise<LoadedViews> {
  const entries = await Promise.all(
    Object.entries(blockViews).map(async ([type, entry]) => [type, await entry.load()] as const),
  );
  return Object.fromEntries(entries) as LoadedViews;
}

/**
 * On the server, every view, loaded once when this module loads, so pages render synchronously;
 * null in the browser build, where this branch and its imports disappear.
 */
export const serverBlockViews: LoadedViews | null = import.meta.env.SSR ? await loadAll() : null;
