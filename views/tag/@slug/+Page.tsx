import { TaxonomyPage } from '#views/components/blog/taxonomy-page';

export default function TagPage() {
  return <TaxonomyPage kind="tag" />;
}
