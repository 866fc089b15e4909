import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Contact Us | ${pageContext.site.name}`;
