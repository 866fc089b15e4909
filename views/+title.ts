import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `${pageContext.site.name} | ${pageContext.site.tagline}`;
