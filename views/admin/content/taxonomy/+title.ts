import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `Categories and tags | Admin | ${pageContext.site.name}`;
