import { lazy, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { SessionUser } from '#src/auth/roles';
import type { PostRevision } from '#src/schemas/wire/revisions';
import { buttonStyle, PageHeading } from '../kit';
import type { PostPaths } from './blog-admin-text';
import { AutosaveOffer, DraftOffer, OtherEditors, SaveConflict } from './editor-notices';
import { HistoryDialog } from './history-dialog';
import { PostEditorAside } from './post-editor-aside';
import type { PostFormValues } from './post-form';
import { PostPreview } from './post-preview';
import { PostWritingFields } from './post-writing-fields';
import type { AdminPost, Term } from './types';
import { usePostEditor, type PostEditing } from './use-post-editor';

const RevisionHistory = lazy(() => import('./revision-history'));

interface PostEditorFormProps extends PostEditing {
  categories: Term[];
  tags: Term[];
}

/**
 * Writes or edits a post. A saved post's text is autosaved to the server as its editing
 * session's revision (this browser keeps a copy only when the server cannot be reached); a new
 * post's waits in this browser until it is created. Either is offered back when the editor opens
 * again without having saved.
 */
export function PostEditorForm(props: PostEditorFormProps) {
  const { post, categories, tags, paths, user } = props;
  const postId = post?.id ?? null;
  const editor = usePostEditor(props);
  const { form, saving } = editor;
  const [preview, setPreview] = useState<PostFormValues | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  return (
    <>
      <PostEditorNotices
        post={post}
        paths={paths}
        editor={editor}
        onShowHistory={() => setHistoryOpen(true)}
      />
      {/* The kit's fields find the form by context. */}
      <FormProvider {...form}>
        <form
          onSubmit={saving.save}
          noValidate
          aria-label={post ? 'Edit post' : 'New post'}
          className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <PostWritingFields form={form} tracking={editor.tracking} failure={saving.failure} />
          <PostEditorAside
            form={form}
            post={post}
            unsaved={editor.unsaved}
            isSubmitting={form.formState.isSubmitting}
            categories={categories}
            tags={tags}
            onPreview={() => setPreview(form.getValues())}
            onDelete={editor.deletePost}
          />
        </form>
      </FormProvider>
      <PostPreview
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        values={preview}
        postId={postId}
        authorName={authorNameOf(post, user)}
        categories={categories}
        tags={tags}
      />
      {postId !== null && historyOpen ? (
        <PostHistoryDialog
          postId={postId}
          editingSession={editor.tracking.editingSession}
          onClose={() => setHistoryOpen(false)}
          onRestored={editor.openRevision}
        />
      ) : null}
    </>
  );
}

/** The post's history, loaded when first opened; a restore closes it with the text in the form. */
function PostHistoryDialog(props: {
  postId: number;
  editingSession: string;
  onClose: () => void;
  onRestored: (revision: PostRevision) => void;
}) {
  return (
    <HistoryDialog
      description="Every save, publish, restore and autosave of this post. Restoring puts a version in the editor as a new revision; nothing is overwritten."
      onClose={props.onClose}
    >
      <RevisionHistory
        subject={{ type: 'post', id: props.postId }}
        editingSession={props.editingSession}
        onRestored={(revision) => {
          // A post's history answers post revisions (src/schemas/wire/revisions.ts).
          props.onRestored(revision as PostRevision);
          props.onClose();
        }}
      />
    </HistoryDialog>
  );
}

/** Who the post is by: its author, or for a new post the person writing it. */
function authorNameOf(post: AdminPost | null, user: SessionUser) {
  return post?.author?.fullName || post?.author?.username || user.fullName || user.username;
}

/**
 * The heading, and above the form: who else is editing, text autosaved but never saved (on the
 * server, or in this browser when the server was out of reach), or a save conflict.
 */
function PostEditorNotices({
  post,
  paths,
  editor,
  onShowHistory,
}: {
  post: AdminPost | null;
  paths: PostPaths;
  editor: ReturnType<typeof usePostEditor>;
  onShowHistory: () => void;
}) {
  const { offeredDraft, restoreDraft, discardDraft } = editor.offer;
  const { serverOffer, conflict, allowLeaving } = editor;
  return (
    <>
      <PageHeading
        title={post ? 'Edit post' : 'New post'}
        description={editor.saving.savedTitle ?? 'Write, preview and publish a blog post.'}
        actions={
          <>
            {post ? (
              <button
                type="button"
                onClick={onShowHistory}
                aria-haspopup="dialog"
                className={buttonStyle('secondary')}
              >
                History
              </button>
            ) : null}
            <a href={paths.dashboard} className={buttonStyle('secondary')}>
              Back to the dashboard
            </a>
          </>
        }
      />
      <OtherEditors editors={editor.editors} />
      {serverOffer ? (
        <AutosaveOffer
          revision={serverOffer}
          onOpen={() => editor.openRevision(serverOffer)}
          onDismiss={editor.dismissServerOffer}
        />
      ) : null}
      {offeredDraft ? (
        <DraftOffer
          draft={offeredDraft}
          onRestore={() => restoreDraft(offeredDraft)}
          onDiscard={discardDraft}
        />
      ) : null}
      {conflict ? (
        <SaveConflict
          message={conflict}
          onSaveAnyway={editor.saveAnyway}
          allowLeaving={allowLeaving}
        />
      ) : null}
    </>
  );
}
