import type { PageContextServer } from 'vike/types';
import { loadPost } from '#views/components/blog/blog-data.server';

export const data = (pageContext: PageContextServer) => loadPost(pageContext.routeParams.slug!);
