import { lazy, Suspense, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PageRevision } from '#src/schemas/wire/revisions';
import { Dialog } from '#views/components/ui/dialog';
import { api, ApiError } from '../data/api';
import { buttonStyle, Skeleton } from '../kit';
import { newEditingSession } from '../blog/post-revisions';
import type { CmsPage } from './cms-page';
import type { PageValues } from './page-fields';

const RevisionHistory = lazy(() => import('../blog/revision-history'));

/** How long typing pauses before a saved page's text is autosaved to the server. */
const autosavePauseMs = 2_000;

export const pageRevisionValues = (content: PageRevision['content']): PageValues => ({
  title: content.title,
  slug: content.slug,
  content: content.content,
  status: content.status === 'published' ? 'published' : 'draft',
  seoTitle: content.seoTitle ?? '',
  seoDescription: content.seoDescription ?? '',
  seoImage: content.seoImage,
});

/**
 * Autosaves a saved page's form to the server as this editing session's revision (the page
 * itself and the public site stay as they were), after a pause in typing. Someone else's newer
 * revision (409) is reported; other failures wait for the next change.
 */
export function usePageAutosave(
  page: CmsPage | null,
  form: UseFormReturn<PageValues, unknown, unknown>,
  onConflict: (message: string) => void,
) {
  const [editingSession] = useState(newEditingSession);
  const { subscribe, getValues } = form;
  useEffect(() => {
    if (!page) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = async () => {
      try {
        await api.put(`/api/pages/${page.id}/autosave`, { ...getValues(), editingSession });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onConflict(error.message);
      }
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (!name) return;
        clearTimeout(timer);
        timer = setTimeout(() => void send(), autosavePauseMs);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [page, subscribe, getValues, editingSession, onConflict]);
  return editingSession;
}

/** "History" for a saved page: its revisions, a diff of any two, and Restore into the form. */
export function PageHistory({
  pageId,
  editingSession,
  onRestored,
}: {
  pageId: number;
  editingSession: string;
  onRestored: (revision: PageRevision) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonStyle('secondary', 'sm')}
      >
        History
      </button>
      {open ? (
        <Dialog
          title="History"
          description="Every save, publish, restore and autosave of this page. Restoring puts a version in the form as a new revision; saving it changes the page."
          open
          onOpenChange={setOpen}
          wide
        >
          <Suspense fallback={<Skeleton />}>
            <RevisionHistory
              subject={{ type: 'page', id: pageId }}
              editingSession={editingSession}
              onRestored={(revision) => {
                // A page's history answers page revisions (src/schemas/wire/revisions.ts).
                onRestored(revision as unknown as PageRevision);
                setOpen(false);
              }}
            />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
