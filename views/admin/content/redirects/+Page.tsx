import type { RedirectList } from '#src/schemas/wire/redirects';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, ListSkeleton, LoadError, PageHeading } from '#views/components/admin/kit';
import {
  AddRedirectDialog,
  ImportRedirectsDialog,
} from '#views/components/admin/redirects/redirect-dialogs';
import { RedirectsTable } from '#views/components/admin/redirects/redirects-table';

export default function RedirectsPage() {
  const { data, error, isPending } = useApiQuery<RedirectList>(
    adminKeys.redirects.list(),
    '/api/redirects',
  );
  return (
    <>
      <PageHeading
        title="Redirects"
        description="Old addresses and where they lead now. Pages and posts that move add theirs; a redirect is followed only where no page answers."
        actions={
          <div className="flex gap-2">
            <ImportRedirectsDialog />
            <AddRedirectDialog />
          </div>
        }
      />
      {error ? <LoadError error={error} /> : null}
      {isPending ? <ListSkeleton /> : null}
      {data && data.redirects.length === 0 ? (
        <EmptyState>No redirects yet. A page or post that moves adds one by itself.</EmptyState>
      ) : null}
      {data && data.redirects.length > 0 ? <RedirectsTable redirects={data.redirects} /> : null}
    </>
  );
}
