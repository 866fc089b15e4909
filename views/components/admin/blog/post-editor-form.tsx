import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { SessionUser } from '../../../../src/auth/roles';
import { slugify } from '../../../../src/schemas/common';
import { postStatuses } from '../../../../src/schemas/posts';
import { FormField } from '../../auth/form-field';
import { toast } from '../../ui/toast';
import { api, ApiError } from '../admin-api';
import { ConfirmDelete } from '../confirm-delete';
import { PageHeading } from '../page-heading';
import { dashboardText, type PostPaths } from './blog-admin-text';
import { FeaturedImageField } from './featured-image-field';
import { DraftOffer, SaveConflict } from './editor-notices';
import { FormAlert, TextAreaField } from './form-controls';
import { buttonClass, secondaryButtonClass } from './list-states';
import { postDrafts, type PostDraft } from './post-drafts';
import {
  isPostField,
  newPostValues,
  postFormResolver,
  toFormValues,
  toPayload,
  type PostFormValues,
} from './post-form';
import { PostPreview } from './post-preview';
import { statusLabel } from './status-badge';
import { TermCheckboxes } from './term-checkboxes';
import type { AdminPost, Term } from './types';
import { useLeaveWarning } from './use-leave-warning';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export const postEditorText = {
  created: 'Post created',
  saved: 'Post saved',
  notSaved: 'The post was not saved',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
} as const;

/** How long typing pauses before the form is copied to this browser's storage. */
const autosaveDelayMs = 400;
const fingerprint = (values: PostFormValues) => JSON.stringify(values);

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
  const savedValues = useRef(fingerprint(initialValues));
  const updatedAt = useRef(post?.updatedAt ?? null);
  // A new post's slug follows its title until the slug is edited; a saved slug never moves.
  const slugEdited = useRef(post !== null);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [offeredDraft, setOfferedDraft] = useState<PostDraft | null>(() => {
    const draft = postDrafts.read(user.id, postId);
    return draft && fingerprint(draft.values) !== fingerprint(initialValues) ? draft : null;
  });
  const [unsaved, setUnsaved] = useState(false);
  const [savedTitle, setSavedTitle] = useState(post?.title ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<PostFormValues | null>(null);
  const allowLeaving = useLeaveWarning(unsaved);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({ resolver: postFormResolver, defaultValues: initialValues });
  const status = useWatch({ control, name: 'status' });

  useEffect(() => {
    const keepDraft = () => {
      const values = getValues();
      const changed = fingerprint(values) !== savedValues.current;
      setUnsaved(changed);
      if (!changed) return postDrafts.clear(user.id, postId);
      postDrafts.write(user.id, postId, {
        values,
        savedAt: new Date().toISOString(),
        baseUpdatedAt: updatedAt.current,
        slugEdited: slugEdited.current,
      });
    };
    const flush = () => {
      if (autosaveTimer.current === undefined) return;
      clearTimeout(autosaveTimer.current);
      autosaveTimer.current = undefined;
      keepDraft();
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // A field changed (a reset has no name): count it as unsaved at once, store it shortly.
        if (name) setUnsaved(true);
        clearTimeout(autosaveTimer.current);
        autosaveTimer.current = setTimeout(() => {
          autosaveTimer.current = undefined;
          keepDraft();
        }, autosaveDelayMs);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [subscribe, getValues, user.id, postId]);

  const forgetDraft = () => {
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = undefined;
    postDrafts.clear(user.id, postId);
  };

  const restoreDraft = (draft: PostDraft) => {
    updatedAt.current = draft.baseUpdatedAt ?? updatedAt.current;
    slugEdited.current = draft.slugEdited;
    reset(draft.values, { keepDefaultValues: true });
    setUnsaved(true);
    setOfferedDraft(null);
  };

  const submitValues = async (values: PostFormValues) => {
    setFailure(null);
    setConflict(null);
    const body = {
      ...toPayload(values, { deriveSlug: !slugEdited.current }),
      ...(updatedAt.current ? { updatedAt: updatedAt.current } : {}),
    };
    try {
      if (postId === null) {
        const created = await api.post<AdminPost>('/api/posts', body);
        forgetDraft();
        allowLeaving();
        toast({ title: postEditorText.created });
        await navigate(paths.editPost(created.id));
        return;
      }
      const saved = await api.put<AdminPost>(`/api/posts/${postId}`, body);
      const fresh = toFormValues(saved);
      updatedAt.current = saved.updatedAt;
      savedValues.current = fingerprint(fresh);
      slugEdited.current = true;
      setSavedTitle(saved.title);
      // Typing that went on during the save stays in the form, and unsaved.
      if (fingerprint(getValues()) === fingerprint(values)) {
        forgetDraft();
        reset(fresh);
        setUnsaved(false);
      }
      toast({ title: postEditorText.saved });
    } catch (error) {
      const refusal = error instanceof ApiError ? error : null;
      if (refusal?.status === 409 && refusal.fieldErrors.updatedAt) {
        setConflict(refusal.message);
        return;
      }
      let placed = false;
      for (const [field, message] of Object.entries(refusal?.fieldErrors ?? {})) {
        if (!isPostField(field)) continue;
        setError(field, { message }, { shouldFocus: !placed });
        placed = true;
      }
      const message = refusal?.message ?? 'Something went wrong. Please try again.';
      if (!placed) setFailure(message);
      toast({ title: postEditorText.notSaved, description: message, variant: 'destructive' });
    }
  };
  const save = (event?: FormEvent) => handleSubmit(submitValues)(event);

  const titleField = register('title');
  const slugField = register('slug');
  const followTitle = (title: string) => {
    if (!slugEdited.current) setValue('slug', slugify(title), { shouldDirty: true });
  };
  // Emptying the slug hands it back to the title.
  const noteSlugEdit = (slug: string) => {
    slugEdited.current = slug !== '';
  };

  /** Saves over a newer server version: the person chose their own text after a conflict. */
  const saveAnyway = async () => {
    if (postId === null) return;
    try {
      updatedAt.current = (await api.get<AdminPost>(`/api/posts/${postId}`)).updatedAt;
    } catch (error) {
      setConflict(error instanceof Error ? error.message : String(error));
      return;
    }
    await save();
  };

  const deletePost = async () => {
    if (postId === null) return;
    await api.delete(`/api/posts/${postId}`);
    forgetDraft();
    allowLeaving();
    await navigate(paths.dashboard);
  };

  const authorName =
    post?.author?.fullName || post?.author?.username || user.fullName || user.username;

  return (
    <>
      <PageHeading
        title={post ? 'Edit post' : 'New post'}
        description={savedTitle ?? 'Write, preview and publish a blog post.'}
        actions={
          <a href={paths.dashboard} className={secondaryButtonClass}>
            Back to the dashboard
          </a>
        }
      />
      {offeredDraft ? (
        <DraftOffer
          draft={offeredDraft}
          onRestore={() => restoreDraft(offeredDraft)}
          onDiscard={() => {
            postDrafts.clear(user.id, postId);
            setOfferedDraft(null);
          }}
        />
      ) : null}
      {conflict ? (
        <SaveConflict
          message={conflict}
          onSaveAnyway={saveAnyway}
          onOpenTheirs={() => {
            allowLeaving();
            window.location.reload();
          }}
        />
      ) : null}
      <form
        onSubmit={save}
        noValidate
        aria-label={post ? 'Edit post' : 'New post'}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-5">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <FormField
            id="post-title"
            label="Title"
            registration={{
              ...titleField,
              onChange: (event) => {
                followTitle(event.target.value);
                return titleField.onChange(event);
              },
            }}
            error={errors.title}
          />
          <FormField
            id="post-slug"
            label="Slug (the address: /blog/post/…)"
            registration={{
              ...slugField,
              onChange: (event) => {
                noteSlugEdit(event.target.value);
                return slugField.onChange(event);
              },
            }}
            error={errors.slug}
          />
          <TextAreaField
            id="post-excerpt"
            label="Excerpt"
            hint="A sentence or two shown in the blog list and in search results."
            rows={3}
            registration={register('excerpt')}
            error={errors.excerpt}
          />
          <div>
            <span id="post-content-label" className="block text-sm font-medium text-slate-800">
              Content
            </span>
            <Controller
              control={control}
              name="content"
              render={({ field, fieldState }) => (
                <Suspense fallback={<p className="mt-1 text-slate-600">Loading...</p>}>
                  <RichTextEditor
                    id="post-content"
                    labelledBy="post-content-label"
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!fieldState.error}
                    describedBy={fieldState.error ? 'post-content-message' : undefined}
                  />
                  {fieldState.error?.message ? (
                    <p id="post-content-message" className="mt-1 text-sm text-red-700">
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </Suspense>
              )}
            />
          </div>
        </div>

        <aside className="space-y-6" aria-label="Publishing">
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
            <div>
              <label htmlFor="post-status" className="block text-sm font-medium text-slate-800">
                Status
              </label>
              <select
                id="post-status"
                {...register('status')}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
              >
                {postStatuses.map((value) => (
                  <option key={value} value={value}>
                    {statusLabel[value]}
                  </option>
                ))}
              </select>
            </div>
            {status !== 'draft' ? (
              <div>
                <FormField
                  id="post-published-at"
                  label={status === 'scheduled' ? 'Publish on' : 'Publication date'}
                  type="datetime-local"
                  registration={register('publishedAt')}
                  error={errors.publishedAt}
                />
                {status === 'published' ? (
                  <p className="mt-1 text-xs text-slate-600">Leave empty to publish now.</p>
                ) : null}
              </div>
            ) : null}
            <p className="text-sm text-slate-600" aria-live="polite">
              {unsaved ? postEditorText.unsaved : postId ? postEditorText.allSaved : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={isSubmitting} className={buttonClass}>
                {isSubmitting ? 'Saving...' : postId ? 'Save post' : 'Create post'}
              </button>
              <button
                type="button"
                onClick={() => setPreview(getValues())}
                className={secondaryButtonClass}
              >
                Preview
              </button>
            </div>
            {post && post.status === 'published' ? (
              <a
                href={`/blog/post/${post.slug}`}
                target="_blank"
                rel="noreferrer"
                className="block text-sm font-medium text-brand-800 underline"
              >
                View the published post (opens in a new tab)
              </a>
            ) : null}
          </div>
          <Controller
            control={control}
            name="featuredImage"
            render={({ field, fieldState }) => (
              <FeaturedImageField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error}
              />
            )}
          />
          <Controller
            control={control}
            name="categoryIds"
            render={({ field }) => (
              <TermCheckboxes
                legend="Categories"
                terms={categories}
                value={field.value}
                onChange={field.onChange}
                emptyText="No categories yet."
              />
            )}
          />
          <Controller
            control={control}
            name="tagIds"
            render={({ field }) => (
              <TermCheckboxes
                legend="Tags"
                terms={tags}
                value={field.value}
                onChange={field.onChange}
                emptyText="No tags yet."
              />
            )}
          />
          {post ? (
            <div className="border-t border-slate-200 pt-4">
              <ConfirmDelete
                kind={dashboardText.posts.kind}
                itemName={post.title}
                label="Delete"
                onConfirm={deletePost}
                deleted={dashboardText.posts.deleted}
                failed={dashboardText.posts.deleteFailed}
              />
            </div>
          ) : null}
        </aside>
      </form>
      <PostPreview
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        values={preview}
        postId={postId}
        authorName={authorName}
        categories={categories}
        tags={tags}
      />
    </>
  );
}
