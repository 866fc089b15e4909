import { usePageContext } from 'vike-react/usePageContext';
import {
  PostEditorScreen,
  postPathsAt,
} from '../../../../components/admin/blog/post-editor-screen';

export default function NewPostPage() {
  const { urlPathname } = usePageContext();
  return <PostEditorScreen paths={postPathsAt(urlPathname)} />;
}
