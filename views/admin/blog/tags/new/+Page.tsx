import { TaxonomyEditorScreen } from '../../../../components/admin/blog/taxonomy-editor';

export default function NewTagPage() {
  return <TaxonomyEditorScreen kind="tags" />;
}
