import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Pages | Admin | ${pageContext.site.name}`;
