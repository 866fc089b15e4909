import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

/** How far ahead of the viewport a part starts loading: one screen. */
const loadAhead = '100% 0px';

/**
 * Resolves once the element nears the viewport, or leaves the document: when a client-side
 * navigation updates a part that has not hydrated yet, React replaces its server markup with a
 * fresh render, which needs the code at once. A part rendered in the browser has no server
 * markup to wait on, so it resolves at once. So does a part the visitor has already used: the
 * cached page's script loader marks its wrapper `data-needed` when it holds a click or notes a
 * field inside it (src/middleware/defer-scripts.ts), before or after the page has hydrated.
 */
export function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  // A wrapper that takes no box (`display: contents`) is seen through its first element.
  const watched = element.classList.contains('contents')
    ? (element.firstElementChild ?? element)
    : element;
  const part = element.closest<HTMLElement>('[data-part]');
  const needed = () => part?.dataset.needed !== undefined;
  if (needed()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      visibility.disconnect();
      removal.disconnect();
      resolve();
    };
    const visibility = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: loadAhead },
    );
    const removal = new MutationObserver(() => {
      if (!element.isConnected || needed()) done();
    });
    visibility.observe(watched);
    removal.observe(document.body, { childList: true, subtree: true });
    if (part) removal.observe(part, { attributes: true, attributeFilter: ['data-needed'] });
  });
}

/** Marks the part as interactive once its code has loaded and hydrated it. */
function markedHydrated<Props extends object>(
  id: string,
  Content: ComponentType<Props>,
): ComponentType<Props> {
  return function Hydrated(props) {
    useEffect(() => {
      document.getElementById(id)?.setAttribute('data-hydrated', 'true');
    }, []);
    return <Content {...props} />;
  };
}

/**
 * A part of the page below the fold (a landing section, the site footer, a post's comments).
 * The server renders it in full, so it reads and works as HTML; in the browser its code loads,
 * and it hydrates, only when the element with `id` nears the viewport. Until then React keeps
 * the server markup in place, which keeps the page's initial JavaScript small. Since a part
 * loads a screen before it is seen, a visitor meets it hydrated; a click that comes sooner
 * still works as plain HTML (a link loads its page in full) but a button does nothing yet.
 *
 * `serverContent` is the component itself on the server, loaded with a top-level
 * `import.meta.env.SSR ? await load() : null`, and null in the browser build, where that branch
 * disappears: a static import would put the component back into the page's first chunk.
 */
export function hydrateNearViewport<Props extends object>(
  id: string,
  serverContent: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Content = serverContent
    ? markedHydrated(id, serverContent)
    : lazy(() =>
        nearViewport(id)
          .then(load)
          .then((loaded) => ({ default: markedHydrated(id, loaded) })),
      );
  // The wrapper names the part for the cached page's script loader, which holds a click on one
  // of its buttons until the part has hydrated (src/middleware/defer-scripts.ts). It takes no box.
  return function HydratedNearViewport(props) {
    return (
      <div data-part={id} className="contents">
        <Suspense fallback={fallback}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  };
}
