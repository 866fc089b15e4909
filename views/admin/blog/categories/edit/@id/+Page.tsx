import { usePageContext } from 'vike-react/usePageContext';
import { TaxonomyEditorScreen } from '#views/components/admin/blog/taxonomy-editor';

export default function EditCategoryPage() {
  const { routeParams } = usePageContext();
  return <TaxonomyEditorScreen kind="categories" id={routeParams.id} />;
}
