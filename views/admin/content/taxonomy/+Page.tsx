import { PageHeading } from '#views/components/admin/kit';
import { TermColumn } from '#views/components/admin/taxonomy/term-column';

export default function Taxonomy() {
  return (
    <div>
      <PageHeading
        title="Categories and tags"
        description="How posts are grouped on the blog. Counts are of published posts."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TermColumn kind="categories" />
        <TermColumn kind="tags" />
      </div>
    </div>
  );
}
