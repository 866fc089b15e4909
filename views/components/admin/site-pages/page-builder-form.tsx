import { lazy, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { SharedContentKind } from '#src/schemas/shared';
import type { PageRevision } from '#src/schemas/wire/revisions';
import { AutosaveOffer, OtherEditors, SaveConflict } from '../blog/editor-notices';
import { HistoryDialog } from '../blog/history-dialog';
import { Button, buttonStyle, EmptyState, FormAlert, PageHeading, Panel } from '../kit';
import { AddBlockDialog } from './add-block-dialog';
import { BlockList } from './block-list';
import { PageFields } from './page-fields';
import { PagePreviewPanel } from './page-preview-panel';
import { PagePublishingPanel } from './page-publishing-panel';
import { SitePathOptions } from './schema-widget-fields';
import { SharedContentDialog } from './shared-content-dialog';
import {
  pagesListPath,
  usePageBuilder,
  type PageBuilder,
  type PageEditing,
} from './use-page-builder';

const PageHistory = lazy(() => import('./page-history'));

/**
 * The page builder: the page's fields and its blocks on one side, publishing and the live
 * preview on the other. Every change is autosaved to this editing session's revision a moment
 * later, which is what the preview shows; saving is what changes the page visitors see.
 */
export function PageBuilderForm(props: PageEditing) {
  const builder = usePageBuilder(props);
  const { form, page, saving, tracking } = builder;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editingShared, setEditingShared] = useState<SharedContentKind | null>(null);
  const previewSrc = `/preview/pages/${page.id}?session=${tracking.editingSession}&v=${builder.previewVersion}`;
  return (
    <>
      <PageHeading
        title="Edit page"
        description={page.title}
        actions={
          <>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setHistoryOpen(true)}>
              History
            </Button>
            <a href={pagesListPath} className={buttonStyle('secondary')}>
              Back to all pages
            </a>
          </>
        }
      />
      <BuilderNotices builder={builder} />
      <FormProvider {...form}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saving.save();
          }}
          noValidate
          aria-label="Edit page"
          className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]"
        >
          <div className="min-w-0 space-y-6">
            <FormAlert message={saving.failure} />
            <PageFields />
            <BlocksPanel builder={builder} onEditShared={setEditingShared} />
          </div>
          <div className="min-w-0 space-y-6">
            <PagePublishingPanel
              page={page}
              unsaved={builder.unsaved}
              onDelete={builder.deletePage}
            />
            <PagePreviewPanel src={previewSrc} waiting={builder.waiting} />
          </div>
        </form>
      </FormProvider>
      <SitePathOptions />
      {historyOpen ? (
        <PageHistoryDialog
          pageId={page.id}
          editingSession={tracking.editingSession}
          onClose={() => setHistoryOpen(false)}
          onRestored={builder.openRevision}
        />
      ) : null}
      {editingShared ? (
        <SharedContentDialog
          kind={editingShared}
          onClose={() => setEditingShared(null)}
          onSaved={builder.refreshPreview}
        />
      ) : null}
    </>
  );
}

/** The blocks, with Add block, and opening or closing them all at once. */
function BlocksPanel({
  builder,
  onEditShared,
}: {
  builder: PageBuilder;
  onEditShared: (kind: SharedContentKind) => void;
}) {
  const { blocks, expanded, setExpanded, setAll, addBlock } = builder;
  const ids = blocks.fields.map((field) => field.id);
  return (
    <Panel
      title="Blocks"
      actions={
        <div className="flex flex-wrap gap-2">
          {ids.length > 1 ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setAll(new Set(ids))}>
                Open all
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setAll(new Set())}>
                Close all
              </Button>
            </>
          ) : null}
          <AddBlockDialog onAdd={addBlock} />
        </div>
      }
    >
      {ids.length === 0 ? (
        <EmptyState>No blocks yet: add the first one with Add block.</EmptyState>
      ) : (
        <BlockList
          blocks={blocks}
          expanded={expanded}
          setExpanded={setExpanded}
          onEditShared={onEditShared}
        />
      )}
    </Panel>
  );
}

/**
 * Above the form: who else is editing, changes autosaved but never saved, or a save conflict.
 */
function BuilderNotices({ builder }: { builder: PageBuilder }) {
  const { serverOffer, conflict, allowLeaving } = builder;
  return (
    <>
      <OtherEditors editors={builder.editors} subject="page" />
      {serverOffer ? (
        <AutosaveOffer
          subject="page"
          revision={serverOffer}
          onOpen={() => builder.openRevision(serverOffer)}
          onDismiss={builder.dismissServerOffer}
        />
      ) : null}
      {conflict ? (
        <SaveConflict
          subject="page"
          message={conflict}
          onSaveAnyway={builder.saving.saveAnyway}
          allowLeaving={allowLeaving}
        />
      ) : null}
    </>
  );
}

/** The page's history, loaded when first opened; a restore closes it with the page in the form. */
function PageHistoryDialog(props: {
  pageId: number;
  editingSession: string;
  onClose: () => void;
  onRestored: (revision: PageRevision) => void;
}) {
  return (
    <HistoryDialog
      description="Every save, publish, restore and autosave of this page, and what changed block by block. Restoring puts a version in the builder as a new revision; nothing is overwritten."
      onClose={props.onClose}
    >
      <PageHistory
        pageId={props.pageId}
        editingSession={props.editingSession}
        onRestored={(revision) => {
          // A page's history answers page revisions (src/schemas/wire/revisions.ts).
          props.onRestored(revision as PageRevision);
          props.onClose();
        }}
      />
    </HistoryDialog>
  );
}
