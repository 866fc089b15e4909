import { useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import { toast } from '#views/components/ui/toast';
import { api, ApiError } from '../data/api';
import { newestVersion } from '../data/editing-history';
import type { PostPaths } from './blog-admin-text';
import { isPostField, toFormValues, toPayload, type PostFormValues } from './post-form';
import type { AdminPost } from './types';
import { fingerprint, type SaveTracking } from './use-post-drafts';

export const postEditorText = {
  created: 'Post created',
  saved: 'Post saved',
  notSaved: 'The post was not saved',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
} as const;

interface PostSaving {
  form: UseFormReturn<PostFormValues>;
  post: AdminPost | null;
  paths: PostPaths;
  tracking: SaveTracking;
  /** Forgets this browser's copy of the form once the server has it. */
  forgetDraft: () => void;
  /** Lets the next departure from the page through without asking. */
  allowLeaving: () => void;
  setUnsaved: (unsaved: boolean) => void;
}

/**
 * Saving the form: a new post is created and opened in its editor; an existing one is updated in
 * place. A refusal lands by its fields, or above the form; a newer version on the server is a
 * conflict the person resolves.
 */
export function usePostSave(saving: PostSaving) {
  const { form, post, paths, tracking, forgetDraft, allowLeaving, setUnsaved } = saving;
  const postId = post?.id ?? null;
  const [savedTitle, setSavedTitle] = useState(post?.title ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const create = async (body: object) => {
    const created = await api.post<AdminPost>('/api/posts', body);
    forgetDraft();
    allowLeaving();
    toast({ title: postEditorText.created });
    await navigate(paths.editPost(created.id));
  };

  const update = async (id: number, body: object, values: PostFormValues) => {
    const saved = await api.put<AdminPost & { revisionId: number }>(`/api/posts/${id}`, body);
    const fresh = toFormValues(saved);
    tracking.noteSaved(fresh, saved.updatedAt, saved.revisionId);
    setSavedTitle(saved.title);
    // Typing that went on during the save stays in the form, and unsaved.
    if (fingerprint(form.getValues()) === fingerprint(values)) {
      forgetDraft();
      form.reset(fresh);
      setUnsaved(false);
    }
    toast({ title: postEditorText.saved });
  };

  const reportRefusal = (error: unknown) => {
    const refusal = error instanceof ApiError ? error : null;
    if (refusal?.status === 409 && refusal.errors.updatedAt) {
      setConflict(refusal.message);
      return;
    }
    let placed = false;
    for (const [field, message] of Object.entries(refusal?.errors ?? {})) {
      if (!isPostField(field)) continue;
      form.setError(field, { message }, { shouldFocus: !placed });
      placed = true;
    }
    const message = refusal?.message ?? 'Something went wrong. Please try again.';
    if (!placed) setFailure(message);
    toast({ title: postEditorText.notSaved, description: message, variant: 'destructive' });
  };

  const submitValues = async (values: PostFormValues) => {
    setFailure(null);
    setConflict(null);
    const body = {
      ...toPayload(values, { deriveSlug: !tracking.slugEdited }),
      ...tracking.revisionBase(),
    };
    try {
      if (postId === null) await create(body);
      else await update(postId, body, values);
    } catch (error) {
      reportRefusal(error);
    }
  };
  const save = (event?: FormEvent) => form.handleSubmit(submitValues)(event);

  /**
   * "Keep mine as a new revision": the person chose their own text after a conflict. It is saved
   * over the newer version, which stays in the history.
   */
  const saveAnyway = async () => {
    if (postId === null) return;
    try {
      const { updatedAt, newest } = await newestVersion('post', postId);
      tracking.rebase(updatedAt, newest);
    } catch (error) {
      setConflict(error instanceof Error ? error.message : String(error));
      return;
    }
    await save();
  };

  return { save, saveAnyway, savedTitle, conflict, failure };
}
