import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Terms and Conditions | ${pageContext.site.name}`;
