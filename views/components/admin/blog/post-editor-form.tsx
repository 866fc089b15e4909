import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { SessionUser } from '#src/auth/roles';
import { api } from '../data/api';
import { buttonStyle, PageHeading } from '../kit';
import type { PostPaths } from './blog-admin-text';
import { DraftOffer, SaveConflict } from './editor-notices';
import { PostEditorAside } from './post-editor-aside';
import { newPostValues, postFormResolver, toFormValues, type PostFormValues } from './post-form';
import { PostPreview } from './post-preview';
import { PostWritingFields } from './post-writing-fields';
import { useLeaveWarning } from './use-leave-warning';
import { SaveTracking, useDraftAutosave, useDraftOffer } from './use-post-drafts';
import { usePostSave } from './use-post-save';
import type { AdminPost, Term } from './types';

interface PostEditorFormProps {
  post: AdminPost | null;
  categories: Term[];
  tags: Term[];
  paths: PostPaths;
  user: SessionUser;
}

/**
 * Writes or edits a post. Everything typed is copied to this browser (per person and post) a
 * moment after each change, and offered back when the editor opens again without having saved.
 */
export function PostEditorForm({ post, categories, tags, paths, user }: PostEditorFormProps) {
  const postId = post?.id ?? null;
  const [initialValues] = useState(() => (post ? toFormValues(post) : newPostValues));
  const [tracking] = useState(() => new SaveTracking(post, initialValues));
  const [preview, setPreview] = useState<PostFormValues | null>(null);
  const form = useForm<PostFormValues>({
    resolver: postFormResolver,
    defaultValues: initialValues,
  });
  const { isSubmitting } = form.formState;
  const drafts = { form, userId: user.id, postId, tracking };
  const { unsaved, setUnsaved, forgetDraft } = useDraftAutosave(drafts);
  const allowLeaving = useLeaveWarning(unsaved);
  const offer = useDraftOffer({ ...drafts, initialValues, onRestored: () => setUnsaved(true) });
  const saving = usePostSave({
    form,
    post,
    paths,
    tracking,
    forgetDraft,
    allowLeaving,
    setUnsaved,
  });

  const deletePost = async () => {
    if (postId === null) return;
    await api.delete(`/api/posts/${postId}`);
    forgetDraft();
    allowLeaving();
    await navigate(paths.dashboard);
  };

  return (
    <>
      <PostEditorNotices
        post={post}
        paths={paths}
        savedTitle={saving.savedTitle}
        offer={offer}
        conflict={saving.conflict}
        onSaveAnyway={saving.saveAnyway}
        allowLeaving={allowLeaving}
      />
      {/* The kit's fields find the form by context. */}
      <FormProvider {...form}>
        <form
          onSubmit={saving.save}
          noValidate
          aria-label={post ? 'Edit post' : 'New post'}
          className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <PostWritingFields form={form} tracking={tracking} failure={saving.failure} />
          <PostEditorAside
            form={form}
            post={post}
            unsaved={unsaved}
            isSubmitting={isSubmitting}
            categories={categories}
            tags={tags}
            onPreview={() => setPreview(form.getValues())}
            onDelete={deletePost}
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
    </>
  );
}

/** Who the post is by: its author, or for a new post the person writing it. */
function authorNameOf(post: AdminPost | null, user: SessionUser) {
  return post?.author?.fullName || post?.author?.username || user.fullName || user.username;
}

/** The heading, and above the form: a copy left from an earlier visit, or a save conflict. */
function PostEditorNotices({
  post,
  paths,
  savedTitle,
  offer,
  conflict,
  onSaveAnyway,
  allowLeaving,
}: {
  post: AdminPost | null;
  paths: PostPaths;
  savedTitle: string | null;
  offer: ReturnType<typeof useDraftOffer>;
  conflict: string | null;
  onSaveAnyway: () => Promise<void>;
  allowLeaving: () => void;
}) {
  const { offeredDraft, restoreDraft, discardDraft } = offer;
  return (
    <>
      <PageHeading
        title={post ? 'Edit post' : 'New post'}
        description={savedTitle ?? 'Write, preview and publish a blog post.'}
        actions={
          <a href={paths.dashboard} className={buttonStyle('secondary')}>
            Back to the dashboard
          </a>
        }
      />
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
          onSaveAnyway={onSaveAnyway}
          onOpenTheirs={() => {
            allowLeaving();
            window.location.reload();
          }}
        />
      ) : null}
    </>
  );
}
