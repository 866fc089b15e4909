import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { postDrafts, type PostDraft } from './post-drafts';
import type { PostFormValues } from './post-form';
import type { AdminPost } from './types';

/** How long typing pauses before the form is copied to this browser's storage. */
const autosaveDelayMs = 400;

export const fingerprint = (values: PostFormValues) => JSON.stringify(values);

/** What the editor knows of the saved post, read by the autosave and by saving alike. */
export class SaveTracking {
  /** The fingerprint of the values last saved (or first loaded). */
  private savedValues: string;
  /** The saved version the form is based on, sent back to detect a conflicting save. */
  updatedAt: string | null;
  /** A new post's slug follows its title until the slug is edited; a saved slug never moves. */
  slugEdited: boolean;

  constructor(post: AdminPost | null, values: PostFormValues) {
    this.savedValues = fingerprint(values);
    this.updatedAt = post?.updatedAt ?? null;
    this.slugEdited = post !== null;
  }

  differsFromSaved(values: PostFormValues) {
    return fingerprint(values) !== this.savedValues;
  }

  noteSaved(values: PostFormValues, updatedAt: string) {
    this.savedValues = fingerprint(values);
    this.updatedAt = updatedAt;
    this.slugEdited = true;
  }

  noteSlugEdit(edited: boolean) {
    this.slugEdited = edited;
  }

  /** A newer version on the server is now the base: the next save goes over it. */
  rebase(updatedAt: string) {
    this.updatedAt = updatedAt;
  }

  restore(draft: PostDraft) {
    this.updatedAt = draft.baseUpdatedAt ?? this.updatedAt;
    this.slugEdited = draft.slugEdited;
  }
}

interface DraftKeeping {
  form: UseFormReturn<PostFormValues>;
  userId: number;
  postId: number | null;
  tracking: SaveTracking;
}

/**
 * Copies everything typed to this browser (per person and post) a moment after each change, and
 * on leaving the page; a form back at its saved values leaves no copy. `unsaved` says whether
 * the form differs from what was saved.
 */
export function useDraftAutosave({ form, userId, postId, tracking }: DraftKeeping) {
  const { subscribe, getValues } = form;
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [unsaved, setUnsaved] = useState(false);

  useEffect(() => {
    const keepDraft = () => {
      const values = getValues();
      const changed = tracking.differsFromSaved(values);
      setUnsaved(changed);
      if (!changed) return postDrafts.clear(userId, postId);
      postDrafts.write(userId, postId, {
        values,
        savedAt: new Date().toISOString(),
        baseUpdatedAt: tracking.updatedAt,
        slugEdited: tracking.slugEdited,
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
  }, [subscribe, getValues, userId, postId, tracking]);

  const forgetDraft = () => {
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = undefined;
    postDrafts.clear(userId, postId);
  };

  return { unsaved, setUnsaved, forgetDraft };
}

interface DraftOffering extends DraftKeeping {
  initialValues: PostFormValues;
  /** Called once a restored draft is in the form. */
  onRestored: () => void;
}

/**
 * A copy left in this browser by an earlier visit that never saved, offered back when the editor
 * opens (and differs from what it opened with).
 */
export function useDraftOffer({
  form,
  userId,
  postId,
  tracking,
  initialValues,
  onRestored,
}: DraftOffering) {
  const [offeredDraft, setOfferedDraft] = useState<PostDraft | null>(() => {
    const draft = postDrafts.read(userId, postId);
    return draft && fingerprint(draft.values) !== fingerprint(initialValues) ? draft : null;
  });

  const restoreDraft = (draft: PostDraft) => {
    tracking.restore(draft);
    form.reset(draft.values, { keepDefaultValues: true });
    onRestored();
    setOfferedDraft(null);
  };

  const discardDraft = () => {
    postDrafts.clear(userId, postId);
    setOfferedDraft(null);
  };

  return { offeredDraft, restoreDraft, discardDraft };
}
