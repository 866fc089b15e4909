import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';

/**
 * Server markup of `content` as a page renders it: inside the page's context, here one with no
 * form posted without scripts (the forms a block holds read it).
 */
export function renderMarkup(content: ReactNode): string {
  const pageContext = { formOutcome: null } as unknown as PageContext;
  return renderToStaticMarkup(
    createElement(VikeReactProviderPageContext, { pageContext, children: content }),
  );
}
