import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { BlockType } from '#src/schemas/blocks/catalog';
import { nearViewport } from '../ui/hydrate-near-viewport';
import { blockViews, serverBlockViews } from './registry';
import type { BlockView, BlockViewProps } from './types';

/** The element id of a block's wrapper: the part the cached page's script loader knows it by. */
export const blockPartId = (blockId: string) => `block-${blockId}`;

/**
 * Resolves when the block's code is needed in the browser. A block rendered in the browser (a
 * client-side navigation: no server markup to keep) needs it at once. Otherwise an interactive
 * block (a form, a dialog, the calculator) needs it as it nears the viewport, like the other
 * parts of a page; a block of text, links and images never does: React keeps its server markup,
 * and the page ships none of its code.
 */
function codeNeeded(partId: string, interactive: boolean): Promise<void> {
  const wrapper = document.getElementById(partId);
  if (!wrapper) return Promise.resolve();
  if (interactive) return nearViewport(partId);
  return new Promise((resolve) => {
    const removal = new MutationObserver(() => {
      if (!wrapper.isConnected) {
        removal.disconnect();
        resolve();
      }
    });
    removal.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Marks the block ready once its code has loaded and hydrated it: its wrapper, which the cached
 * page's script loader reads, and the block's own element (its first with an id, a section's
 * anchor), by which the page knows it.
 */
function HydratedMark({ partId }: { partId: string }) {
  useEffect(() => {
    const wrapper = document.getElementById(partId);
    for (const element of [wrapper, wrapper?.querySelector('[id]')]) {
      element?.setAttribute('data-hydrated', 'true');
    }
  }, [partId]);
  return null;
}

/** One lazy view per block shown, so each waits on its own place in the page. */
const lazyViews = new Map<string, LazyExoticComponent<BlockView>>();

function browserView(
  partId: string,
  type: BlockType,
  interactive: boolean,
): LazyExoticComponent<BlockView> {
  const key = `${partId}:${type}`;
  let view = lazyViews.get(key);
  if (!view) {
    const load = blockViews[type].load as () => Promise<BlockView>;
    view = lazy(() =>
      codeNeeded(partId, interactive)
        .then(load)
        .then((loaded) => ({ default: loaded })),
    );
    lazyViews.set(key, view);
  }
  return view;
}

/**
 * A block in its place: rendered in full on the server, so it reads and works as HTML, and
 * hydrated in the browser only when its code is needed (see `codeNeeded`). Whether its type is
 * interactive comes with the page's data, so the browser never loads the block catalog.
 */
export function BlockIsland({
  type,
  interactive,
  ...props
}: BlockViewProps & { type: BlockType; interactive: boolean }) {
  const partId = blockPartId(props.blockId);
  const [View] = useState<ComponentType<BlockViewProps>>(() =>
    serverBlockViews
      ? (serverBlockViews[type] as BlockView)
      : browserView(partId, type, interactive),
  );
  // The wrapper takes no box; the script loader holds a click inside it until it has hydrated.
  // A block without code in the browser is ready when the page is: its server markup stays.
  return (
    <div id={partId} data-part={partId} className="contents">
      <Suspense>
        <View {...props} />
        <HydratedMark partId={partId} />
      </Suspense>
      {!interactive && <HydratedMark partId={partId} />}
    </div>
  );
}
