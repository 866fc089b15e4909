import type { Transaction } from 'objection';
import type { SessionUser } from '../auth/roles';
import { ConflictError, NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import { blockDefinition, type Block } from '../schemas/blocks/catalog';
import { slugify } from '../schemas/common';
import type { PageInput } from '../schemas/pages';
import type { ActivityActor } from './activity/activity-log';
import { recordActivity } from './activity/activity-log';
import { sanitizeRichText } from './html';
import { messages, toView } from './page-service';
import {
  assertNoNewerRevision,
  deleteHistory,
  recordRevision,
  type RevisionSubject,
} from './revision-service';
import { retryOnDerivedSlugClash } from './slugs';

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

export function columns(input: PageInput) {
  return {
    title: input.title,
    blocks: sanitizedBlocks(input.blocks),
    status: input.status,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoImage: input.seoImage,
  };
}

/** Everything a revision of a page keeps. */
export type PageRevisionContent = {
  title: string;
  path: string;
  blocks: Block[];
  status: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
};

export const revisionContent = (
  page: ReturnType<typeof columns> & { path: string },
): PageRevisionContent => ({
  title: page.title,
  path: page.path,
  blocks: page.blocks,
  status: page.status,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  seoImage: page.seoImage,
});

export const subjectOf = (id: number): RevisionSubject => ({ type: 'page', id });
const saveKind = (status: string) => (status === 'published' ? 'publish' : 'save');

export async function findForUpdate(trx: Transaction, id: number) {
  const page = await Page.query(trx).findById(id).forUpdate();
  if (!page) throw new NotFoundError(messages.notFound);
  return page;
}

export async function assertUnchangedSince(trx: Transaction, page: Page, input: PageInput) {
  if (input.updatedAt && new Date(input.updatedAt).getTime() !== page.updatedAt.getTime()) {
    throw new ConflictError(messages.changedElsewhere, { updatedAt: messages.changedElsewhere });
  }
  await assertNoNewerRevision(trx, subjectOf(page.id), input);
}

/** `/<title as a slug>`, or with `-2`, `-3`… until no page has it. */
async function derivedPath(trx: Transaction, title: string): Promise<string> {
  const base = `/${slugify(title) || 'page'}`;
  const taken = new Set(
    (await Page.query(trx).select('path').where('path', 'like', `${base}%`)).map((row) => row.path),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/** A published page keeps the date it first went live; a scheduled one goes live at its date. */
function publicationDate(input: PageInput, current: Date | null): Date | null {
  if (input.status === 'scheduled') return input.publishedAt ?? current;
  if (input.status === 'published') return current && current <= new Date() ? current : new Date();
  return current;
}

export async function createPage(input: PageInput, user: SessionUser, actor: ActivityActor) {
  // Two pages with the same title created at once may derive the same path: derive again.
  const page = await retryOnDerivedSlugClash(
    !input.path,
    () =>
      Page.transaction(async (trx) => {
        const path = input.path ?? (await derivedPath(trx, input.title));
        const created = await Page.query(trx).insertAndFetch({
          ...columns(input),
          path,
          publishedAt: publicationDate(input, null),
        });
        await recordRevision(trx, subjectOf(created.id), {
          kind: saveKind(created.status),
          content: revisionContent({ ...columns(input), path }),
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
    { column: 'path' },
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
    const changes = { ...columns(input), path: input.path ?? existing.path };
    await Page.query(trx)
      .findById(id)
      .patch({
        ...changes,
        publishedAt: publicationDate(input, existing.publishedAt),
        updatedAt: new Date(),
      });
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
