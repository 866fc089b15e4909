import type { PageDetail } from '#src/schemas/wire/pages';
import type { PageRevision } from '#src/schemas/wire/revisions';
import { useEditingHistory } from '../data/editing-history';
import { parseId } from '../data/ids';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { AdminNotice, EditorSkeleton, LoadError } from '../kit';
import { PageBuilderForm } from './page-builder-form';
import { pagesListPath } from './use-page-builder';

/** Read as the builder opens, never from an earlier visit's cache. */
const fresh = { staleTime: 0, gcTime: 0 };

/**
 * The builder's page: the page and its history (`data/editing-history.ts`), read after the
 * page loads, then the builder.
 */
export function PageBuilderScreen({ id }: { id: string | undefined }) {
  const pageId = parseId(id);
  const page = useApiQuery<PageDetail>(
    adminKeys.pages.detail(pageId ?? 'none'),
    pageId === null ? null : `/api/pages/${pageId}`,
    fresh,
  );
  const history = useEditingHistory<PageRevision>('page', pageId, page.data?.updatedAt);
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
  if (!page.data || history.loading) {
    return <EditorSkeleton />;
  }
  return (
    <PageBuilderForm
      key={page.data.id}
      page={page.data}
      baseRevision={history.baseRevision}
      serverDraft={history.serverDraft}
    />
  );
}
