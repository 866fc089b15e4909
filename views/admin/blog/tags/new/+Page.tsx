import { TaxonomyEditorScreen } from '#views/components/admin/blog/taxonomy-editor';

export default function NewTagPage() {
  return <TaxonomyEditorScreen kind="tags" />;
}
