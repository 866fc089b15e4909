import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Sign In | ${pageContext.site.name}`;
