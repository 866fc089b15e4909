import type { Transaction } from 'objection';
import type { SessionUser } from '../auth/roles';
import { ConflictError, NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import { blockDefinition, type Block } from '../schemas/blocks/catalog';
import type { PageInput } from '../schemas/pages';
import type { RevisionKind } from '../schemas/revisions';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { changedNames } from './activity/changes';
import { sanitizeRichText } from './html';
import {
  assertPathAvailable,
  claimAddress,
  derivedPath,
  forgetRedirectsTo,
  leaveRedirect,
} from './page-paths';
import { changedByPageWrite, messages, toView } from './page-service';
import { isPublicNow, publicationDate } from './post-visibility';
import { announcePublication } from './publication-events';
import { publicContentChanged } from './public-content';
import {
  assertNoNewerRevision,
  deleteHistory,
  recordRevision,
  type RevisionSubject,
} from './revision-service';
import { retryOnDerivedSlugClash } from './slugs';

/*
 * Writing pages: create, save, delete. Each write stores a revision and an activity entry in its
 * own transaction, and says after it commits what visitors now see differently; the history
 * (autosave, presence, revisions, restore) is page-history.ts.
 */
/** `value` with the HTML at `path` (`intro`, `sections.*.body`) sanitized; a copy where it changes. */
function sanitizedAt(value: unknown, path: readonly string[]): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return typeof value === 'string' ? sanitizeRichText(value) : value;
  if (step === '*')
    return Array.isArray(value) ? value.map((item) => sanitizedAt(item, rest)) : value;
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [step]: sanitizedAt(record[step], rest) };
}

function sanitizedBlocks(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => {
    const fields = blockDefinition(block.type)?.htmlFields ?? [];
    const data = fields.reduce<unknown>(
      (current, field) => sanitizedAt(current, field.split('.')),
      block.data,
    );
    return { ...block, data } as Block;
  });
}

/** The columns an edit sets from what the editor sent (a save, or an autosave's revision). */
export const editedColumns = (input: PageInput, page: { path: string }) => ({
  title: input.title,
  path: input.path ?? page.path,
  blocks: sanitizedBlocks(input.blocks),
  status: input.status,
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
  seoImage: input.seoImage,
});
type PageColumns = ReturnType<typeof editedColumns> & { publishedAt: Date | null };

/** Everything a revision of a page keeps: enough to show, compare and restore it alone. */
export interface PageRevisionContent {
  title: string;
  path: string;
  blocks: Block[];
  status: string;
  publishedAt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
}

export const revisionContent = (page: PageColumns): PageRevisionContent => ({
  title: page.title,
  path: page.path,
  blocks: page.blocks,
  status: page.status,
  publishedAt: page.publishedAt ? page.publishedAt.toISOString() : null,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  seoImage: page.seoImage,
});

export const subjectOf = (id: number): RevisionSubject => ({ type: 'page', id });
/** A save that leaves the page published is a published version, kept whatever the retention. */
const saveKind = (status: string): RevisionKind => (status === 'published' ? 'publish' : 'save');

export async function findForUpdate(trx: Transaction, id: number) {
  const page = await Page.query(trx).findById(id).forUpdate();
  if (!page) throw new NotFoundError(messages.notFound);
  return page;
}

/** The `updatedAt` check and the revision check every save and autosave passes first. */
export async function assertUnchangedSince(
  trx: Transaction,
  page: Page,
  input: Pick<PageInput, 'updatedAt' | 'editingSession' | 'baseRevisionId' | 'baseRevisionAt'>,
) {
  if (input.updatedAt && new Date(input.updatedAt).getTime() !== page.updatedAt.getTime()) {
    throw new ConflictError(messages.changedElsewhere, { updatedAt: messages.changedElsewhere });
  }
  await assertNoNewerRevision(trx, subjectOf(page.id), input);
}

/** What the activity log calls a save: going out, being taken back, or a change. */
function saveAction(before: Page, after: PageColumns) {
  const wasPublic = isPublicNow(before);
  const isPublic = isPublicNow(after);
  if (isPublic && !wasPublic) return 'page.published' as const;
  if (wasPublic && !isPublic) return 'page.unpublished' as const;
  return 'page.updated' as const;
}

/** JSON with the keys of every object in order: jsonb gives a block's keys back in its own. */
const sortedJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** The fields a save changed, and where a status or an address went. */
function saveSummary(before: Page, after: PageColumns) {
  const fields = (page: PageColumns) => ({
    ...revisionContent(page),
    blocks: sortedJson(page.blocks),
  });
  return {
    changed: changedNames(fields(before), fields(after)),
    ...(before.status === after.status ? {} : { status: [before.status, after.status] }),
    ...(before.path === after.path ? {} : { path: { from: before.path, to: after.path } }),
  };
}

export async function createPage(input: PageInput, user: SessionUser, actor: ActivityActor) {
  // Two pages with the same title created at once may derive the same path: derive again.
  const { page, revisionId } = await retryOnDerivedSlugClash(
    !input.path,
    () =>
      Page.transaction(async (trx) => {
        if (input.path) await assertPathAvailable(trx, input.path);
        const path = input.path ?? (await derivedPath(trx, input.title));
        const changes = {
          ...editedColumns(input, { path }),
          publishedAt: publicationDate(input, null),
        };
        const created = await Page.query(trx).insertAndFetch(changes);
        if (isPublicNow(created)) await claimAddress(trx, path);
        // `page.published` now, or when its time comes.
        await announcePublication(trx, { type: 'page', id: created.id }, null, created);
        const revision = await recordRevision(trx, subjectOf(created.id), {
          kind: saveKind(created.status),
          content: { ...revisionContent(changes) },
          authorId: user.id,
          editingSession: input.editingSession,
        });
        await recordActivity(trx, actor, {
          action: 'page.created',
          object: { type: 'page', id: created.id, label: created.title },
          summary: { status: created.status, path },
        });
        return { page: created, revisionId: revision };
      }),
    { column: 'path' },
  );
  publicContentChanged(changedByPageWrite(page.id, page));
  return { ...toView(page), revisionId };
}

export async function updatePage(
  id: number,
  input: PageInput,
  user: SessionUser,
  actor: ActivityActor,
) {
  const { before, after, revisionId } = await Page.transaction(async (trx) => {
    const existing = await findForUpdate(trx, id);
    await assertUnchangedSince(trx, existing, input);
    const changes = {
      ...editedColumns(input, existing),
      publishedAt: publicationDate(input, existing.publishedAt),
    };
    if (changes.path !== existing.path) await assertPathAvailable(trx, changes.path, id);
    await Page.query(trx)
      .findById(id)
      .patch({ ...changes, updatedAt: new Date() });
    // Visitors knew the old address: it leads to the new one.
    if (isPublicNow(existing) && changes.path !== existing.path) {
      await leaveRedirect(trx, existing.path, changes.path);
    }
    if (isPublicNow(changes)) await claimAddress(trx, changes.path);
    await announcePublication(trx, { type: 'page', id }, existing, changes);
    const revision = await recordRevision(trx, subjectOf(id), {
      kind: saveKind(changes.status),
      content: { ...revisionContent(changes) },
      authorId: user.id,
      editingSession: input.editingSession,
    });
    await recordActivity(trx, actor, {
      action: saveAction(existing, changes),
      object: { type: 'page', id, label: changes.title },
      summary: saveSummary(existing, changes),
    });
    return { before: existing, after: changes, revisionId: revision };
  });
  // A draft's save (and its autosave) changes nothing public.
  publicContentChanged(changedByPageWrite(id, before, after));
  return { ...toView(await Page.query().findById(id).throwIfNotFound()), revisionId };
}

export async function deletePage(id: number, actor: ActivityActor) {
  const deleted = await Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    await Page.query(trx).deleteById(id);
    await forgetRedirectsTo(trx, page.path);
    await deleteHistory(trx, subjectOf(id));
    await recordActivity(trx, actor, {
      action: 'page.deleted',
      object: { type: 'page', id, label: page.title },
      summary: { status: page.status, path: page.path },
    });
    return page;
  });
  publicContentChanged(changedByPageWrite(id, deleted));
}
