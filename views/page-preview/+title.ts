import type { PageContext } from 'vike/types';
import type { PagePreviewData } from './+data';

export default (pageContext: PageContext<PagePreviewData>) =>
  `Preview: ${pageContext.data.page.title} | ${pageContext.site.name}`;
