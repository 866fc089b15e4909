import { useData } from 'vike-react/useData';
import type { SlugPageData } from '../components/blog/blog-data.server';
import { PostJsonLd } from '../components/blog/post-json-ld';

export default function Head() {
  const data = useData<SlugPageData>();
  return data.kind === 'post' ? <PostJsonLd post={data.post} /> : null;
}
