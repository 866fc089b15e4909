import type { PageContextServer } from 'vike/types';
import { forHydration } from '../components/blocks/shown-page.server';
import type { SitePageData } from './+data';

/**
 * A page's HTML carries only what hydration needs of its blocks (forHydration); the server
 * renders from the whole page, kept on the server (`shownPage`, not passed to the browser).
 */
export function onBeforeRender(pageContext: PageContextServer & { data: SitePageData }) {
  const { data } = pageContext;
  if (data.kind !== 'page' || pageContext.isClientSideNavigation) return undefined;
  return {
    pageContext: { data: { ...data, page: forHydration(data.page) }, shownPage: data.page },
  };
}
