import { TaxonomyPage } from '../../components/blog/taxonomy-page';

export default function CategoryPage() {
  return <TaxonomyPage kind="category" />;
}
