import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `AI Readiness Consulting: Is Your Business Ready for AI? | ${pageContext.site.name}`;
