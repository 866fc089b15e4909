import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Privacy Policy | ${pageContext.site.name}`;
