import type { PageContext } from 'vike/types';
import type { SlugPageData } from '../components/blog/blog-data.server';

export default (pageContext: PageContext<SlugPageData>) => {
  const { data, site } = pageContext;
  if (data.kind === 'post') return data.post.excerpt;
  return data.page.seoDescription ?? `${data.page.title}. ${site.tagline}`;
};
