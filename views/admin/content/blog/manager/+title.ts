import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `Posts and comments | Admin | ${pageContext.site.name}`;
