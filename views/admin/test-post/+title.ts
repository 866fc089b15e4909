import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Preview sandbox | Admin | ${pageContext.site.name}`;
