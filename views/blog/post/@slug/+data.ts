import type { PageContextServer } from 'vike/types';
import { loadPost } from '../../../components/blog/blog-data.server';

export const data = (pageContext: PageContextServer) => loadPost(pageContext.routeParams.slug!);
