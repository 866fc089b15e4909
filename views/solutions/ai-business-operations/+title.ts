import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `AI Business Operations: Workflow Automation for Small Businesses | ${pageContext.site.name}`;
