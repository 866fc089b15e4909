import type { PageContextServer } from 'vike/types';
import { loadBlogList } from '#views/components/blog/blog-data.server';

export const data = (pageContext: PageContextServer) => loadBlogList(pageContext.urlParsed.search);
