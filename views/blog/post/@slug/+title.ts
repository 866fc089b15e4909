import type { PageContext } from 'vike/types';
import type { PostPageData } from '#views/components/blog/blog-data.server';

export default (pageContext: PageContext<PostPageData>) =>
  `${pageContext.data.post.title} | ${pageContext.site.name}`;
