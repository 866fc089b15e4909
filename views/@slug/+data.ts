import type { PageContextServer } from 'vike/types';
import { loadSlugPage } from '../components/blog/blog-data.server';

export const data = (pageContext: PageContextServer) => loadSlugPage(pageContext.routeParams.slug!);
