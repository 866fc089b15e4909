import type { PageContext } from 'vike/types';
import type { TaxonomyPageData } from '#views/components/blog/blog-data.server';

export default (pageContext: PageContext<TaxonomyPageData>) =>
  pageContext.data.term.description || `Posts in ${pageContext.data.term.name}.`;
