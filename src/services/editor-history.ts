import type { Knex } from 'knex';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { recordRevision, touchPresence, type RevisionSubject } from './revision-service';

/*
 * What the post editor and the page builder do alike with a history, in the caller's
 * transaction: keep an autosave, and bring an older revision back.
 */

/** Keeps `content` as the editing session's autosave; answers it and who else is editing. */
export async function keepAutosave(
  trx: Knex.Transaction,
  subject: RevisionSubject,
  content: object,
  editor: { editingSession: string; authorId: number },
) {
  const { editingSession, authorId } = editor;
  const revisionId = await recordRevision(trx, subject, {
    kind: 'autosave',
    content: { ...content },
    authorId,
    editingSession,
  });
  const { editors } = await touchPresence(trx, subject, editingSession, authorId);
  return { revisionId, savedAt: new Date(), editors };
}

/**
 * Records an older revision's content again as the newest (kind `restore`), logged as
 * `actor`'s restore of `label`; answers the new revision's id.
 */
export async function recordRestore(
  trx: Knex.Transaction,
  subject: RevisionSubject,
  restored: { fromId: number; content: object; label: string },
  editor: { editingSession?: string | undefined; authorId: number },
  actor: ActivityActor,
) {
  const restoredId = await recordRevision(trx, subject, {
    kind: 'restore',
    content: { ...restored.content },
    authorId: editor.authorId,
    editingSession: editor.editingSession,
  });
  await recordActivity(trx, actor, {
    action: `${subject.type}.restored`,
    object: { type: subject.type, id: subject.id, label: restored.label },
    summary: { revisionId: restoredId, restoredFrom: restored.fromId },
  });
  return restoredId;
}
