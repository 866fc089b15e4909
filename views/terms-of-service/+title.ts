import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Terms of Service | ${pageContext.site.name}`;
