import type { PageDetail } from '#src/schemas/wire/pages';
import type { PageRevision, RevisionList } from '#src/schemas/wire/revisions';
import { unsavedRevision } from '../blog/post-revisions';
import { parseId } from '../data/ids';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { AdminNotice, LoadError, Skeleton } from '../kit';
import { PageBuilderForm } from './page-builder-form';
import { pagesListPath } from './use-page-builder';

/** Read as the builder opens, never from an earlier visit's cache. */
const fresh = { staleTime: 0, gcTime: 0 };

/**
 * The builder's page: the page and its history, read after the page loads, then the builder. The
 * history's newest revision is this editing session's base, and changes autosaved after the last
 * save are offered back.
 */
export function PageBuilderScreen({ id }: { id: string | undefined }) {
  const pageId = parseId(id);
  const page = useApiQuery<PageDetail>(
    adminKeys.pages.detail(pageId ?? 'none'),
    pageId === null ? null : `/api/pages/${pageId}`,
    fresh,
  );
  const revisions = useApiQuery<RevisionList>(
    adminKeys.revisions.list({ subject: 'page', id: pageId }),
    pageId === null ? null : `/api/pages/${pageId}/revisions`,
    fresh,
  );
  const pending =
    page.data && revisions.data
      ? unsavedRevision(revisions.data.revisions, page.data.updatedAt)
      : null;
  const pendingContent = useApiQuery<PageRevision>(
    adminKeys.revisions.detail(`page:${pageId}:${pending?.id}`),
    pending ? `/api/pages/${pageId}/revisions/${pending.id}` : null,
    fresh,
  );
  if (pageId === null || page.error?.status === 404) {
    return (
      <AdminNotice
        title="Page not found"
        message="This page does not exist. It may have been deleted."
        backHref={pagesListPath}
        backLabel="Back to all pages"
      />
    );
  }
  if (page.error) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  // A history that fails to load leaves the builder usable, without an offer or a base revision.
  const historyLoading = revisions.isLoading || (pending !== null && pendingContent.isLoading);
  if (!page.data || historyLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading">
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  return (
    <PageBuilderForm
      key={page.data.id}
      page={page.data}
      baseRevision={revisions.data?.revisions[0] ?? null}
      serverDraft={pendingContent.data ?? null}
    />
  );
}
