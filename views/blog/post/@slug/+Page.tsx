import { useData } from 'vike-react/useData';
import type { PostPageData } from '#views/components/blog/blog-data.server';
import { BlogShell } from '#views/components/blog/blog-shell';
import { PostArticle } from '#views/components/blog/post-article';

export default function PostPage() {
  const { post, comments, sidebar } = useData<PostPageData>();
  return (
    <BlogShell sidebar={sidebar}>
      <PostArticle post={post} comments={comments} />
    </BlogShell>
  );
}
