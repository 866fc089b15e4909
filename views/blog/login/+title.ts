import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Blog Login | ${pageContext.site.name}`;
