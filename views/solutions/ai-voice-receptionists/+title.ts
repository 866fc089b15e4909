import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `AI Voice Receptionist: Ava Answers Every Call 24/7 | ${pageContext.site.name}`;
