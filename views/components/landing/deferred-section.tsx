import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PublicSite } from '../../../src/config/site';

/**
 * What a landing section receives from the page: the site's public facts, and for some a part
 * the page renders (a widget or a dialog opener that already comes with the page's bundle).
 * Section chunks import neither the framework's context nor such shared parts themselves: the
 * bundler would split those out of the page's main chunk and the page would grow.
 */
export interface SectionProps {
  site: PublicSite;
  children?: ReactNode;
}
export type Section = ComponentType<SectionProps>;

/** How far ahead of the viewport a section starts loading: one screen. */
const loadAhead = '100% 0px';

/**
 * Resolves once the element nears the viewport. A page rendered in the browser (client-side
 * navigation) has no server markup to wait on, so it resolves at once.
 */
function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: loadAhead },
    );
    observer.observe(element);
  });
}

/** Marks the section as interactive once its code has loaded and hydrated it. */
function markedHydrated(id: string, Content: Section): Section {
  return function HydratedSection(props) {
    useEffect(() => {
      document.getElementById(id)?.setAttribute('data-hydrated', 'true');
    }, []);
    return <Content {...props} />;
  };
}

/**
 * A section below the fold. The server renders it in full, so it reads and works as HTML; in the
 * browser its code loads, and it hydrates, only when it nears the viewport. Until then React keeps
 * the server markup in place, which keeps the page's initial JavaScript small.
 *
 * `serverContent` is the component itself on the server and null in the browser build.
 */
export function deferredSection(
  id: string,
  serverContent: Section | null,
  load: () => Promise<Section>,
): ComponentType<{ children?: ReactNode }> {
  const Content = serverContent
    ? markedHydrated(id, serverContent)
    : lazy(() =>
        nearViewport(id)
          .then(load)
          .then((loaded) => ({ default: markedHydrated(id, loaded) })),
      );
  return function DeferredSection({ children }) {
    const { site } = usePageContext();
    return (
      <div
        data-reveal=""
        className="transition duration-700 ease-out data-[reveal=pending]:translate-y-8 data-[reveal=pending]:opacity-0 motion-reduce:transition-none"
      >
        <Suspense fallback={<div className="min-h-96" />}>
          <Content site={site}>{children}</Content>
        </Suspense>
      </div>
    );
  };
}
