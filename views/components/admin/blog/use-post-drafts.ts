import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AutosaveAnswer } from '#src/schemas/wire/revisions';
import { api, ApiError } from '../data/api';
import { postDrafts, type PostDraft } from './post-drafts';
import { toPayload, type PostFormValues } from './post-form';
import { RevisionTracking } from './revision-tracking';
import type { AdminPost } from './types';

/** How long typing pauses before a new post's form is copied to this browser's storage. */
const localDelayMs = 400;
/** A saved post's autosave to the server: after this pause in typing… */
const serverPauseMs = 2_000;
/** …or at the latest this long after the first change it has not sent yet. */
const serverMaxWaitMs = 10_000;

export const fingerprint = (values: PostFormValues) => JSON.stringify(values);

/** What the post editor knows of the saved post; a new post's slug follows its title. */
export class SaveTracking extends RevisionTracking<PostFormValues> {
  /** A new post's slug follows its title until the slug is edited; a saved slug never moves. */
  slugEdited: boolean;

  constructor(
    post: AdminPost | null,
    values: PostFormValues,
    base: { id: number; updatedAt: string } | null,
  ) {
    super(fingerprint, post?.updatedAt ?? null, values, base);
    this.slugEdited = post !== null;
  }

  override noteSaved(values: PostFormValues, updatedAt: string, revisionId?: number) {
    super.noteSaved(values, updatedAt, revisionId);
    this.slugEdited = true;
  }

  noteSlugEdit(edited: boolean) {
    this.slugEdited = edited;
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

interface ServerAutosave {
  /** The server kept the text: who else is editing, as the answer says. */
  onAutosaved?: (answer: AutosaveAnswer) => void;
  /** Someone else's newer revision: the person must choose (409). */
  onConflict?: (message: string) => void;
}

const autosaveUrl = (postId: number) => `/api/posts/${postId}/autosave`;

/** Where typed text goes: the server's autosave, or this browser when the server cannot take it. */
function draftKeeper(
  { userId, postId, tracking }: Omit<DraftKeeping, 'form'>,
  callbacks: RefObject<ServerAutosave>,
) {
  const keepLocally = (values: PostFormValues) =>
    postDrafts.write(userId, postId, {
      values,
      savedAt: new Date().toISOString(),
      baseUpdatedAt: tracking.updatedAt,
      slugEdited: tracking.slugEdited,
    });
  const bodyOf = (values: PostFormValues) =>
    JSON.stringify({
      ...toPayload(values, { deriveSlug: !tracking.slugEdited }),
      ...tracking.revisionBase(),
    });
  return {
    keepLocally,
    async toServer(id: number, values: PostFormValues) {
      if (!tracking.differsFromAutosaved(values)) return;
      const noteSent = tracking.autosaving(values);
      try {
        const answer = await api.put<AutosaveAnswer>(autosaveUrl(id), JSON.parse(bodyOf(values)));
        noteSent(answer.revisionId);
        postDrafts.clear(userId, id);
        callbacks.current.onAutosaved?.(answer);
      } catch (error) {
        // The server could not take it (offline, down, refused): this browser keeps it.
        keepLocally(values);
        if (error instanceof ApiError && error.status === 409 && error.errors.updatedAt) {
          callbacks.current.onConflict?.(error.message);
        }
      }
    },
    /** The page is going: a request that outlives it, and a copy here in case it never arrives. */
    onLeaving(values: PostFormValues) {
      if (!tracking.differsFromSaved(values)) return;
      if (postId !== null && !tracking.differsFromAutosaved(values)) return;
      keepLocally(values);
      if (postId === null) return;
      void fetch(autosaveUrl(postId), {
        method: 'PUT',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: bodyOf(values),
      }).catch(() => undefined);
    },
  };
}

/**
 * Keeps what is typed. A saved post's text goes to the server as this editing session's
 * autosave (a pause of two seconds, or ten seconds into continuous typing, and on leaving); this
 * browser's storage holds it only when the server cannot take it, and the next autosave that
 * reaches the server clears it. A new post has no server copy yet: its text waits in this browser
 * until it is created. `unsaved` says whether the form differs from what was saved.
 */
export function useDraftAutosave(keeping: DraftKeeping & ServerAutosave) {
  const { form, userId, postId, tracking } = keeping;
  const { subscribe, getValues } = form;
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstPendingAt = useRef<number | null>(null);
  const callbacks = useRef<ServerAutosave>(keeping);
  useEffect(() => {
    callbacks.current = keeping;
  });
  const [unsaved, setUnsaved] = useState(false);

  useEffect(() => {
    const keeper = draftKeeper({ userId, postId, tracking }, callbacks);
    const keepDraft = () => {
      const values = getValues();
      const changed = tracking.differsFromSaved(values);
      firstPendingAt.current = null;
      setUnsaved(changed);
      if (!changed) return postDrafts.clear(userId, postId);
      if (postId === null) return keeper.keepLocally(values);
      void keeper.toServer(postId, values);
    };
    const schedule = () => {
      clearTimeout(autosaveTimer.current);
      const now = Date.now();
      firstPendingAt.current ??= now;
      const due = Math.min(serverPauseMs, firstPendingAt.current + serverMaxWaitMs - now);
      autosaveTimer.current = setTimeout(
        () => {
          autosaveTimer.current = undefined;
          keepDraft();
        },
        Math.max(0, postId === null ? localDelayMs : due),
      );
    };
    const onLeaving = () => {
      clearTimeout(autosaveTimer.current);
      autosaveTimer.current = undefined;
      keeper.onLeaving(getValues());
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // A field changed (a reset has no name): count it as unsaved at once, store it shortly.
        if (name) setUnsaved(true);
        schedule();
      },
    });
    // Back online: what waited in this browser goes to the server.
    const retry = () => (postId === null ? undefined : void keeper.toServer(postId, getValues()));
    window.addEventListener('pagehide', onLeaving);
    window.addEventListener('online', retry);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onLeaving);
      window.removeEventListener('online', retry);
      if (autosaveTimer.current !== undefined) keepDraft();
      clearTimeout(autosaveTimer.current);
    };
  }, [subscribe, getValues, userId, postId, tracking]);

  const forgetDraft = () => {
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = undefined;
    firstPendingAt.current = null;
    postDrafts.clear(userId, postId);
  };

  return { unsaved, setUnsaved, forgetDraft };
}

interface DraftOffering extends DraftKeeping {
  initialValues: PostFormValues;
  /** The server's newest unsaved text, if any: a copy here equal to it is not offered twice. */
  serverValues: PostFormValues | null;
  /** Called once a restored draft is in the form. */
  onRestored: () => void;
}

/**
 * A copy left in this browser by an earlier visit that never reached the server, offered back
 * when the editor opens (and differs from what it opened with and from the server's newest text).
 */
export function useDraftOffer({
  form,
  userId,
  postId,
  tracking,
  initialValues,
  serverValues,
  onRestored,
}: DraftOffering) {
  const [offeredDraft, setOfferedDraft] = useState<PostDraft | null>(() => {
    const draft = postDrafts.read(userId, postId);
    if (!draft) return null;
    const known = [initialValues, serverValues].flatMap((values) =>
      values ? [fingerprint(values)] : [],
    );
    // The server has this text already (it arrived before the page closed, or since): no offer.
    if (known.includes(fingerprint(draft.values))) {
      if (postId !== null) postDrafts.clear(userId, postId);
      return null;
    }
    return draft;
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
