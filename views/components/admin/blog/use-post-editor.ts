import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { SessionUser } from '#src/auth/roles';
import type { PostRevision } from '#src/schemas/wire/revisions';
import { api } from '../data/api';
import type { PostPaths } from './blog-admin-text';
import {
  newPostValues,
  postFormResolver,
  revisionToFormValues,
  toFormValues,
  type PostFormValues,
} from './post-form';
import type { AdminPost } from './types';
import { useLeaveWarning } from './use-leave-warning';
import { SaveTracking, useDraftAutosave, useDraftOffer } from './use-post-drafts';
import { useEditorPresence } from './use-editor-presence';
import { usePostSave } from './use-post-save';

export interface PostEditing {
  post: AdminPost | null;
  paths: PostPaths;
  user: SessionUser;
  /** The post's newest revision as the editor opened. */
  baseRevision: { id: number; updatedAt: string } | null;
  /** Text autosaved after the post's last save, to offer back. */
  serverDraft: PostRevision | null;
}

/** Puts a revision's text in the form, unsaved: saving it is what changes the post. */
function openRevision(
  form: UseFormReturn<PostFormValues>,
  tracking: SaveTracking,
  revision: PostRevision,
) {
  const values = revisionToFormValues(revision.content);
  tracking.noteAutosaved(values, revision.id);
  tracking.noteSlugEdit(true);
  form.reset(values, { keepDefaultValues: true });
}

/**
 * The editor's state: the form, what it was saved and autosaved as, who else is editing, the
 * copies offered back (the server's autosave, this browser's), saving and deleting.
 */
export function usePostEditor({ post, paths, user, baseRevision, serverDraft }: PostEditing) {
  const postId = post?.id ?? null;
  const [initialValues] = useState(() => (post ? toFormValues(post) : newPostValues));
  const [tracking] = useState(() => new SaveTracking(post, initialValues, baseRevision));
  const [serverOffer, setServerOffer] = useState(serverDraft);
  const [autosaveConflict, setAutosaveConflict] = useState<string | null>(null);
  const form = useForm<PostFormValues>({
    resolver: postFormResolver,
    defaultValues: initialValues,
  });
  const presence = useEditorPresence(
    postId === null ? null : `/api/posts/${postId}/presence`,
    tracking.editingSession,
  );
  const drafts = { form, userId: user.id, postId, tracking };
  const { unsaved, setUnsaved, forgetDraft } = useDraftAutosave({
    ...drafts,
    onAutosaved: (answer) => presence.setEditors(answer.editors),
    onConflict: setAutosaveConflict,
  });
  const allowLeaving = useLeaveWarning(unsaved);
  const offer = useDraftOffer({
    ...drafts,
    initialValues,
    serverValues: serverDraft ? revisionToFormValues(serverDraft.content) : null,
    onRestored: () => setUnsaved(true),
  });
  const saving = usePostSave({
    form,
    post,
    paths,
    tracking,
    forgetDraft,
    allowLeaving,
    setUnsaved,
  });

  return {
    form,
    tracking,
    unsaved,
    offer,
    saving,
    editors: presence.editors,
    allowLeaving,
    conflict: saving.conflict ?? autosaveConflict,
    serverOffer,
    saveAnyway: async () => {
      await saving.saveAnyway();
      setAutosaveConflict(null);
    },
    openRevision: (revision: PostRevision) => {
      openRevision(form, tracking, revision);
      setUnsaved(true);
      if (revision.id === serverOffer?.id) setServerOffer(null);
    },
    dismissServerOffer: () => setServerOffer(null),
    deletePost: async () => {
      if (postId === null) return;
      await api.delete(`/api/posts/${postId}`);
      forgetDraft();
      allowLeaving();
      await navigate(paths.dashboard);
    },
  };
}
