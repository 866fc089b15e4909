import { useData } from 'vike-react/useData';
import type { PostPageData } from '../../../components/blog/blog-data.server';
import { BlogShell } from '../../../components/blog/blog-shell';
import { PostArticle } from '../../../components/blog/post-article';

export default function PostPage() {
  const { post, comments, sidebar } = useData<PostPageData>();
  return (
    <BlogShell sidebar={sidebar}>
      <PostArticle post={post} comments={comments} />
    </BlogShell>
  );
}
