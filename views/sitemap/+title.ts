import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Sitemap | ${pageContext.site.name}`;
