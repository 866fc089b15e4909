import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Media | Admin | ${pageContext.site.name}`;
