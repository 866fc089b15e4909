import type { PageContext } from 'vike/types';
import type { TaxonomyPageData } from '#views/components/blog/blog-data.server';

export default (pageContext: PageContext<TaxonomyPageData>) =>
  `Category: ${pageContext.data.term.name} | ${pageContext.site.name}`;
