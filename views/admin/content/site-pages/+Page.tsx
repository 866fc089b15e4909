import type { PageList } from '#src/schemas/wire/pages';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, FormAlert, ListSkeleton, PageHeading } from '#views/components/admin/kit';
import { NewPageDialog } from '#views/components/admin/site-pages/new-page-dialog';
import { PagesTable } from '#views/components/admin/site-pages/pages-table';

export default function SitePages() {
  const { data, error, isPending } = useApiQuery<PageList>(adminKeys.pages.list(), '/api/pages');
  return (
    <div>
      <PageHeading
        title="Pages"
        description="The pages of the site, each at its own address and built from blocks. Drafts are visible only to staff."
        actions={<NewPageDialog />}
      />
      <FormAlert message={error?.message} />
      {isPending ? (
        <ListSkeleton rows={2} />
      ) : !data ? null : data.pages.length === 0 ? (
        <EmptyState>No pages yet. Create the first one with New page.</EmptyState>
      ) : (
        <PagesTable pages={data.pages} />
      )}
    </div>
  );
}
