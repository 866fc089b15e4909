import { TaxonomyPage } from '#views/components/blog/taxonomy-page';

export default function CategoryPage() {
  return <TaxonomyPage kind="category" />;
}
