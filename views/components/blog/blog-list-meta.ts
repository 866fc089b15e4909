import type { PageContext } from 'vike/types';
import type { BlogListData } from './blog-data.server';

export const blogListDescription =
  'Articles on AI receptionists, workflow automation and growing a small business: answer every call, capture every lead and win back hours each week.';

export function blogListTitle(pageContext: PageContext<BlogListData>) {
  const { query, paging } = pageContext.data;
  const prefix = query ? `Search: ${query} | ` : paging.page > 1 ? `Page ${paging.page} | ` : '';
  return `${prefix}Blog | ${pageContext.site.name}`;
}
