import type { SessionUser } from '../auth/roles';
import { NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import type { Block } from '../schemas/blocks/catalog';
import type { PageAutosave } from '../schemas/pages';
import type { ActivityActor } from './activity/activity-log';
import { keepAutosave, recordRestore } from './editor-history';
import {
  assertUnchangedSince,
  editedColumns,
  findForUpdate,
  revisionContent,
  subjectOf,
  type PageRevisionContent,
} from './page-editing';
import { messages } from './page-service';
import { getRevision, listRevisions, touchPresence } from './revision-service';

/*
 * A page's history: the builder's autosave and presence, and the revisions (list, read,
 * restore). None of it changes the page, so nothing visitors see changes either.
 */

/**
 * A revision as stored: one of a block page, or one from before pages had blocks, when a page
 * was `slug` and `content` HTML.
 */
type StoredContent = Partial<PageRevisionContent> & { slug?: string; content?: string };

/**
 * A revision's content in today's shape. One from before pages had blocks reads as the page the
 * migration made of it: its address `/<slug>`, its body one rich text block under its title.
 */
function readContent(stored: StoredContent, page: Page): PageRevisionContent {
  const title = stored.title ?? '';
  const blocks: Block[] = Array.isArray(stored.blocks)
    ? stored.blocks
    : [{ id: 'body', type: 'richText', data: { heading: title, html: stored.content ?? '' } }];
  return {
    title,
    path: stored.path ?? (stored.slug ? `/${stored.slug}` : page.path),
    blocks,
    status: stored.status ?? 'draft',
    publishedAt: stored.publishedAt ?? null,
    seoTitle: stored.seoTitle ?? null,
    seoDescription: stored.seoDescription ?? null,
    seoImage: stored.seoImage ?? null,
  };
}

async function readRevision(db: Parameters<typeof getRevision>[0], page: Page, revisionId: number) {
  const revision = await getRevision<StoredContent>(db, subjectOf(page.id), revisionId);
  return { ...revision, content: readContent(revision.content, page) };
}

/**
 * The builder's autosave: the page as typed, kept as this editing session's revision. The page
 * itself, and so every public page and cache, stays as it was.
 */
export async function autosavePage(
  id: number,
  input: PageAutosave & { editingSession: string },
  user: SessionUser,
) {
  return Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    await assertUnchangedSince(trx, page, input);
    const typed = { ...editedColumns(input, page), publishedAt: input.publishedAt ?? null };
    return keepAutosave(trx, subjectOf(id), revisionContent(typed), {
      editingSession: input.editingSession,
      authorId: user.id,
    });
  });
}

async function findPage(id: number) {
  const page = await Page.query().findById(id);
  if (!page) throw new NotFoundError(messages.notFound);
  return page;
}

/** The heartbeat of an open builder; answers who else has the page open. */
export async function notePageEditor(id: number, editingSession: string, user: SessionUser) {
  await findPage(id);
  return touchPresence(Page.knex(), subjectOf(id), editingSession, user.id);
}

export async function listPageRevisions(id: number) {
  await findPage(id);
  return listRevisions(Page.knex(), subjectOf(id));
}

export async function getPageRevision(id: number, revisionId: number) {
  return readRevision(Page.knex(), await findPage(id), revisionId);
}

/**
 * Brings an older revision back as the newest one (kind `restore`); history is never rewritten.
 * The page itself is untouched: the builder opens the restored page, and saving or publishing it
 * is what changes the page (and, for a published page, what visitors see).
 */
export async function restorePageRevision(
  id: number,
  revisionId: number,
  editing: { editingSession?: string | undefined },
  user: SessionUser,
  actor: ActivityActor,
) {
  return Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    const source = await readRevision(trx, page, revisionId);
    const restoredId = await recordRestore(
      trx,
      subjectOf(id),
      { fromId: revisionId, content: source.content, label: page.title },
      { editingSession: editing.editingSession, authorId: user.id },
      actor,
    );
    return readRevision(trx, page, restoredId);
  });
}
