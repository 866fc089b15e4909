import { useData } from 'vike-react/useData';
import type { PostPageData } from '#views/components/blog/blog-data.server';
import { PostJsonLd } from '#views/components/blog/post-json-ld';

export default function Head() {
  return <PostJsonLd post={useData<PostPageData>().post} />;
}
