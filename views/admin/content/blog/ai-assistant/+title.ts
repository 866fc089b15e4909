import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Writing assistant | Admin | ${pageContext.site.name}`;
