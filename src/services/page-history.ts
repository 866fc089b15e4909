import type { SessionUser } from '../auth/roles';
import { NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import type { PageAutosave } from '../schemas/pages';
import type { ActivityActor } from './activity/activity-log';
import { recordActivity } from './activity/activity-log';
import {
  assertUnchangedSince,
  columns,
  findForUpdate,
  revisionContent,
  subjectOf,
  type PageRevisionContent,
} from './page-editing';
import { messages } from './page-service';
import { getRevision, listRevisions, recordRevision, touchPresence } from './revision-service';

export async function autosavePage(id: number, input: PageAutosave, user: SessionUser) {
  return Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    await assertUnchangedSince(trx, page, input);
    const revisionId = await recordRevision(trx, subjectOf(id), {
      kind: 'autosave',
      content: revisionContent({ ...columns(input), path: input.path ?? page.path }),
      authorId: user.id,
      editingSession: input.editingSession,
    });
    const { editors } = await touchPresence(trx, subjectOf(id), input.editingSession, user.id);
    return { revisionId, savedAt: new Date(), editors };
  });
}

async function assertPage(id: number) {
  if (!(await Page.query().findById(id))) throw new NotFoundError(messages.notFound);
}

export async function listPageRevisions(id: number) {
  await assertPage(id);
  return listRevisions(Page.knex(), subjectOf(id));
}

export async function getPageRevision(id: number, revisionId: number) {
  await assertPage(id);
  return getRevision<PageRevisionContent>(Page.knex(), subjectOf(id), revisionId);
}

/** As for posts: a new `restore` revision for the editor; saving it changes the page. */
export async function restorePageRevision(
  id: number,
  revisionId: number,
  editing: { editingSession?: string | undefined },
  user: SessionUser,
  actor: ActivityActor,
) {
  return Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    const source = await getRevision<PageRevisionContent>(trx, subjectOf(id), revisionId);
    const restoredId = await recordRevision(trx, subjectOf(id), {
      kind: 'restore',
      content: { ...source.content },
      authorId: user.id,
      editingSession: editing.editingSession,
    });
    await recordActivity(trx, actor, {
      action: 'page.restored',
      object: { type: 'page', id, label: page.title },
      summary: { revisionId: restoredId, restoredFrom: revisionId },
    });
    return getRevision<PageRevisionContent>(trx, subjectOf(id), restoredId);
  });
}
