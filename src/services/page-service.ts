import { can } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import type { Transaction } from 'objection';
import { ConflictError, NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import type { PageAutosave, PageInput } from '../schemas/pages';
import type { ActivityActor } from './activity/activity-log';
import { recordActivity } from './activity/activity-log';
import { sanitizeRichText } from './html';
import {
  assertNoNewerRevision,
  deleteHistory,
  getRevision,
  listRevisions,
  recordRevision,
  touchPresence,
  type RevisionSubject,
} from './revision-service';
import { retryOnDerivedSlugClash, uniqueSlug } from './slugs';

export const messages = {
  notFound: 'Page not found',
  changedElsewhere:
    'This page was changed by someone else since you opened it. Reload to see their changes.',
} as const;

function toView(page: Page) {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content: page.contentHtml,
    status: page.status,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    seoImage: page.seoImage,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

const visible = (viewer: SessionUser | null) => (builder: ReturnType<typeof Page.query>) => {
  if (!can(viewer?.role, 'pages:read-unpublished')) builder.where('status', 'published');
};

export async function listPages(viewer: SessionUser | null) {
  const pages = await Page.query().modify(visible(viewer)).orderBy('title');
  return { pages: pages.map(toView), total: pages.length };
}

async function findPage(viewer: SessionUser | null, where: { id?: number; slug?: string }) {
  const page = await Page.query().modify(visible(viewer)).where(where).first();
  if (!page) throw new NotFoundError(messages.notFound);
  return toView(page);
}

export const getPageById = (id: number, viewer: SessionUser | null) => findPage(viewer, { id });
export const getPageBySlug = (slug: string, viewer: SessionUser | null) =>
  findPage(viewer, { slug });

function columns(input: PageInput) {
  return {
    title: input.title,
    contentHtml: sanitizeRichText(input.content),
    status: input.status,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoImage: input.seoImage,
  };
}

/** Everything a revision of a page keeps. */
export interface PageRevisionContent {
  title: string;
  slug: string;
  content: string;
  status: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
}

const revisionContent = (page: ReturnType<typeof columns> & { slug: string }) => ({
  title: page.title,
  slug: page.slug,
  content: page.contentHtml,
  status: page.status,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  seoImage: page.seoImage,
});

const subjectOf = (id: number): RevisionSubject => ({ type: 'page', id });
const saveKind = (status: string) => (status === 'published' ? 'publish' : 'save');

async function findForUpdate(trx: Transaction, id: number) {
  const page = await Page.query(trx).findById(id).forUpdate();
  if (!page) throw new NotFoundError(messages.notFound);
  return page;
}

async function assertUnchangedSince(trx: Transaction, page: Page, input: PageInput) {
  if (input.updatedAt && new Date(input.updatedAt).getTime() !== page.updatedAt.getTime()) {
    throw new ConflictError(messages.changedElsewhere, { updatedAt: messages.changedElsewhere });
  }
  await assertNoNewerRevision(trx, subjectOf(page.id), input);
}

export async function createPage(input: PageInput, user: SessionUser, actor: ActivityActor) {
  // Two pages with the same title created at once may derive the same slug: derive again.
  const page = await retryOnDerivedSlugClash(!input.slug, () =>
    Page.transaction(async (trx) => {
      const slug = input.slug ?? (await uniqueSlug(Page, input.title, 'page', { trx }));
      const created = await Page.query(trx).insertAndFetch({ ...columns(input), slug });
      await recordRevision(trx, subjectOf(created.id), {
        kind: saveKind(created.status),
        content: revisionContent({ ...columns(input), slug }),
        authorId: user.id,
        editingSession: input.editingSession,
      });
      await recordActivity(trx, actor, {
        action: 'page.created',
        object: { type: 'page', id: created.id, label: created.title },
        summary: { status: created.status },
      });
      return created;
    }),
  );
  return toView(page);
}

export async function updatePage(
  id: number,
  input: PageInput,
  user: SessionUser,
  actor: ActivityActor,
) {
  const revisionId = await Page.transaction(async (trx) => {
    const existing = await findForUpdate(trx, id);
    await assertUnchangedSince(trx, existing, input);
    const changes = { ...columns(input), slug: input.slug ?? existing.slug };
    await Page.query(trx)
      .findById(id)
      .patch({ ...changes, updatedAt: new Date() });
    const revision = await recordRevision(trx, subjectOf(id), {
      kind: saveKind(changes.status),
      content: revisionContent(changes),
      authorId: user.id,
      editingSession: input.editingSession,
    });
    await recordActivity(trx, actor, {
      action: 'page.updated',
      object: { type: 'page', id, label: changes.title },
      summary:
        existing.status === changes.status ? {} : { status: [existing.status, changes.status] },
    });
    return revision;
  });
  return { ...toView(await Page.query().findById(id).throwIfNotFound()), revisionId };
}

export async function deletePage(id: number, actor: ActivityActor) {
  await Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    await Page.query(trx).deleteById(id);
    await deleteHistory(trx, subjectOf(id));
    await recordActivity(trx, actor, {
      action: 'page.deleted',
      object: { type: 'page', id, label: page.title },
    });
  });
}

/** The page editor's autosave: a revision of this editing session; the page stays as it was. */
export async function autosavePage(id: number, input: PageAutosave, user: SessionUser) {
  return Page.transaction(async (trx) => {
    const page = await findForUpdate(trx, id);
    await assertUnchangedSince(trx, page, input);
    const revisionId = await recordRevision(trx, subjectOf(id), {
      kind: 'autosave',
      content: revisionContent({ ...columns(input), slug: input.slug ?? page.slug }),
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
