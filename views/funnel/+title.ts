import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `Ava AI Essential: An AI Receptionist for $99 per Month | ${pageContext.site.name}`;
