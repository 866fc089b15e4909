import type { PageContextServer } from 'vike/types';
import { loadTaxonomyPage } from '#views/components/blog/blog-data.server';

export const data = (pageContext: PageContextServer) =>
  loadTaxonomyPage('tags', pageContext.routeParams.slug!, pageContext.urlParsed.search.page);
