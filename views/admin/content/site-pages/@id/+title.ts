import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Edit page | Admin | ${pageContext.site.name}`;
