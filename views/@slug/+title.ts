import type { PageContext } from 'vike/types';
import type { SlugPageData } from '../components/blog/blog-data.server';

export default (pageContext: PageContext<SlugPageData>) => {
  const { data, site } = pageContext;
  const title = data.kind === 'post' ? data.post.title : (data.page.seoTitle ?? data.page.title);
  return `${title} | ${site.name}`;
};
