import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Set Up | ${pageContext.site.name}`;
