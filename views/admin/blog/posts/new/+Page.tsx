import { blogPostPaths } from '#views/components/admin/blog/blog-admin-text';
import { PostEditorScreen } from '#views/components/admin/blog/post-editor-screen';

export default function NewPostPage() {
  return <PostEditorScreen paths={blogPostPaths} />;
}
