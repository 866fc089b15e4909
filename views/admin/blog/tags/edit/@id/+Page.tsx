import { usePageContext } from 'vike-react/usePageContext';
import { TaxonomyEditorScreen } from '#views/components/admin/blog/taxonomy-editor';

export default function EditTagPage() {
  const { routeParams } = usePageContext();
  return <TaxonomyEditorScreen kind="tags" id={routeParams.id} />;
}
