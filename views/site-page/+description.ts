import type { PageContext } from 'vike/types';
import { withSiteFacts } from '#src/content/site-facts';
import type { SitePageData } from './+data';

export default (pageContext: PageContext<SitePageData>) => {
  const { data, site } = pageContext;
  if (data.kind === 'post') return data.post.excerpt;
  const { seoDescription, title } = data.page;
  return seoDescription ? withSiteFacts(seoDescription, site) : `${title}. ${site.tagline}`;
};
