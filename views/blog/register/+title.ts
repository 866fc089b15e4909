import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Create an Account | ${pageContext.site.name}`;
