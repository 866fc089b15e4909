import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `Pricing: AI Receptionist Plans from $99 per Month | ${pageContext.site.name}`;
