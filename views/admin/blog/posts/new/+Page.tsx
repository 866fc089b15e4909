import { blogPostPaths } from '../../../../components/admin/blog/blog-admin-text';
import { PostEditorScreen } from '../../../../components/admin/blog/post-editor-screen';

export default function NewPostPage() {
  return <PostEditorScreen paths={blogPostPaths} />;
}
