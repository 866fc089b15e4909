import type { ComponentType, ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PublicSite } from '#src/config/site';
import { hydrateNearViewport } from '../ui/hydrate-near-viewport';

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

/**
 * A section below the fold, hydrated when it nears the viewport (see hydrateNearViewport), and
 * revealed with a short animation.
 *
 * `serverContent` is the component itself on the server and null in the browser build.
 */
export function deferredSection(
  id: string,
  serverContent: Section | null,
  load: () => Promise<Section>,
): ComponentType<{ children?: ReactNode }> {
  const Content = hydrateNearViewport(id, serverContent, load, <div className="min-h-96" />);
  return function DeferredSection({ children }) {
    const { site } = usePageContext();
    return (
      <div
        data-reveal=""
        className="transition duration-700 ease-out data-[reveal=pending]:translate-y-8 data-[reveal=pending]:opacity-0 motion-reduce:transition-none"
      >
        <Content site={site}>{children}</Content>
      </div>
    );
  };
}
