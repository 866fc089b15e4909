import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `AI Consulting: A Practical AI Strategy for Your Business | ${pageContext.site.name}`;
