import { useState } from 'react';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import {
  Button,
  EmptyState,
  FormAlert,
  ListSkeleton,
  PageHeading,
} from '#views/components/admin/kit';
import type { CmsPage } from '#views/components/admin/site-pages/cms-page';
import { PageEditor } from '#views/components/admin/site-pages/page-editor';
import { PagesTable } from '#views/components/admin/site-pages/pages-table';

export default function CmsPages() {
  const { data, error, isPending } = useApiQuery<{ pages: CmsPage[] }>(
    adminKeys.pages.list(),
    '/api/pages',
  );
  /** `null`: the list; `'new'`: a page being created; a page: that page being edited. */
  const [editing, setEditing] = useState<CmsPage | 'new' | null>(null);
  const pages = data ? [...data.pages].sort((a, b) => a.title.localeCompare(b.title)) : null;
  return (
    <div>
      <PageHeading
        title="Pages"
        description="Simple pages of the site, each at its own address (for example /about). Drafts are visible only to staff."
        actions={
          editing === null ? (
            <Button onClick={() => setEditing('new')}>New page</Button>
          ) : (
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Back to all pages
            </Button>
          )
        }
      />
      <FormAlert message={error?.message} />
      {editing !== null ? (
        <PageEditor
          key={editing === 'new' ? 'new' : editing.id}
          page={editing === 'new' ? null : editing}
          onSaved={setEditing}
        />
      ) : isPending ? (
        <ListSkeleton rows={2} />
      ) : !pages ? null : pages.length === 0 ? (
        <EmptyState>No pages yet. Create the first one with New page.</EmptyState>
      ) : (
        <PagesTable pages={pages} onEdit={setEditing} />
      )}
    </div>
  );
}
