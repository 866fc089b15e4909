import type { PostFormValues } from './post-form';

/** An editor's unsaved state, kept in this browser until the post is saved or it is discarded. */
export interface PostDraft {
  values: PostFormValues;
  savedAt: string;
  /** The server version the draft started from; saving it against a newer one is a conflict. */
  baseUpdatedAt: string | null;
  slugEdited: boolean;
}

/** One draft per person and post (or per person for a new post), so shared browsers never mix them. */
const keyOf = (userId: number, postId: number | null) =>
  `ava-admin:post-draft:${userId}:${postId ?? 'new'}`;

function isDraft(value: unknown): value is PostDraft {
  const draft = value as Partial<PostDraft> | null;
  return (
    !!draft &&
    typeof draft.savedAt === 'string' &&
    !!draft.values &&
    typeof draft.values.title === 'string' &&
    typeof draft.values.content === 'string' &&
    Array.isArray(draft.values.categoryIds) &&
    Array.isArray(draft.values.tagIds)
  );
}

/* Storage can be full or switched off (private windows): a draft is then simply not kept. */
export const postDrafts = {
  read(userId: number, postId: number | null): PostDraft | null {
    try {
      const stored = window.localStorage.getItem(keyOf(userId, postId));
      const draft: unknown = stored ? JSON.parse(stored) : null;
      return isDraft(draft) ? draft : null;
    } catch {
      return null;
    }
  },
  write(userId: number, postId: number | null, draft: PostDraft) {
    try {
      window.localStorage.setItem(keyOf(userId, postId), JSON.stringify(draft));
    } catch {
      // Nothing to do: the editor still holds the text.
    }
  },
  clear(userId: number, postId: number | null) {
    try {
      window.localStorage.removeItem(keyOf(userId, postId));
    } catch {
      // Nothing to do: an unreadable storage holds no draft.
    }
  },
};
