import type { SessionUser } from '../auth/roles';
import type { ActivityActor } from './activity/activity-log';
import { Post } from '../models/post';
import type { PostAutosave } from '../schemas/posts';
import {
  assertUnchangedSince,
  editedColumns,
  findEditable,
  revisionContent,
  subjectOf,
  type PostRevisionContent,
} from './post-editing';
import { keepAutosave, recordRestore } from './editor-history';
import { getRevision, listRevisions, touchPresence } from './revision-service';

/**
 * The editor's autosave: the text as typed, kept as this editing session's revision. The post
 * itself, and so every public page and cache, stays as it was.
 */
export async function autosavePost(
  id: number,
  input: PostAutosave & { editingSession: string },
  viewer: SessionUser,
) {
  return Post.transaction(async (trx) => {
    const post = await findEditable(id, viewer, trx);
    await assertUnchangedSince(trx, post, input);
    const typed = { ...editedColumns(input, post), publishedAt: input.publishedAt ?? null };
    return keepAutosave(trx, subjectOf(id), revisionContent(typed, input), {
      editingSession: input.editingSession,
      authorId: viewer.id,
    });
  });
}

/** The heartbeat of an open editor; answers who else has the post open. */
export async function notePostEditor(id: number, editingSession: string, viewer: SessionUser) {
  await findEditable(id, viewer);
  return touchPresence(Post.knex(), subjectOf(id), editingSession, viewer.id);
}

export async function listPostRevisions(id: number, viewer: SessionUser) {
  await findEditable(id, viewer);
  return listRevisions(Post.knex(), subjectOf(id));
}

export async function getPostRevision(id: number, revisionId: number, viewer: SessionUser) {
  await findEditable(id, viewer);
  return getRevision<PostRevisionContent>(Post.knex(), subjectOf(id), revisionId);
}

/**
 * Brings an older revision back as the newest one (kind `restore`); history is never rewritten.
 * The post itself is untouched: the editor opens the restored text, and saving or publishing it
 * is what changes the post (and, for a published post, the public page).
 */
export async function restorePostRevision(
  id: number,
  revisionId: number,
  editing: { editingSession?: string | undefined },
  viewer: SessionUser,
  actor: ActivityActor,
) {
  return Post.transaction(async (trx) => {
    const post = await findEditable(id, viewer, trx);
    const source = await getRevision<PostRevisionContent>(trx, subjectOf(id), revisionId);
    const restoredId = await recordRestore(
      trx,
      subjectOf(id),
      { fromId: revisionId, content: source.content, label: post.title },
      { editingSession: editing.editingSession, authorId: viewer.id },
      actor,
    );
    return getRevision<PostRevisionContent>(trx, subjectOf(id), restoredId);
  });
}
