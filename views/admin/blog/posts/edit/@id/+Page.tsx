import { usePageContext } from 'vike-react/usePageContext';
import { blogPostPaths } from '#views/components/admin/blog/blog-admin-text';
import { PostEditorScreen } from '#views/components/admin/blog/post-editor-screen';

export default function EditPostPage() {
  const { routeParams } = usePageContext();
  return <PostEditorScreen id={routeParams.id} paths={blogPostPaths} />;
}
