import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Admin | ${pageContext.site.name}`;
