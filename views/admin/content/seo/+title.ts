import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `SEO | Admin | ${pageContext.site.name}`;
