import type { PageContext } from 'vike/types';
import { withSiteFacts } from '#src/content/site-facts';
import type { SitePageData } from './+data';

/** The page's search title as written (it may name site facts: `{siteName} | {tagline}`). */
export default (pageContext: PageContext<SitePageData>) => {
  const { data, site } = pageContext;
  if (data.kind === 'post') return `${data.post.title} | ${site.name}`;
  const { seoTitle, title } = data.page;
  return seoTitle ? withSiteFacts(seoTitle, site) : `${title} | ${site.name}`;
};
