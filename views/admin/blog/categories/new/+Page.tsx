import { TaxonomyEditorScreen } from '../../../../components/admin/blog/taxonomy-editor';

export default function NewCategoryPage() {
  return <TaxonomyEditorScreen kind="categories" />;
}
