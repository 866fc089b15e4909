import { useData } from 'vike-react/useData';
import type { PostPageData } from '../../../components/blog/blog-data.server';
import { PostJsonLd } from '../../../components/blog/post-json-ld';

export default function Head() {
  return <PostJsonLd post={useData<PostPageData>().post} />;
}
