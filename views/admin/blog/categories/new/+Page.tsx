import { TaxonomyEditorScreen } from '#views/components/admin/blog/taxonomy-editor';

export default function NewCategoryPage() {
  return <TaxonomyEditorScreen kind="categories" />;
}
