import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Your account | ${pageContext.site.name}`;
