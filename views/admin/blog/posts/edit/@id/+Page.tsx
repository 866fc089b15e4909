import { usePageContext } from 'vike-react/usePageContext';
import {
  PostEditorScreen,
  postPathsAt,
} from '../../../../../components/admin/blog/post-editor-screen';

export default function EditPostPage() {
  const { routeParams, urlPathname } = usePageContext();
  return <PostEditorScreen id={routeParams.id} paths={postPathsAt(urlPathname)} />;
}
