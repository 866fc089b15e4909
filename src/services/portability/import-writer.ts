import type { Knex } from 'knex';
import { Post } from '../../models/post';
import { sanitizeRichText } from '../html';
import { derivedPath, isOwnAddress, machineAddresses, machineSections } from '../page-paths';
import { liveAddresses, normalizedPath } from '../redirect-service';
import { uniqueSlug } from '../slugs';
import type { SourceComment, SourceEntry } from './content-source';
import { digestOf, type ImportLedger } from './import-ledger';

/*
 * One imported post or page written here, in the caller's transaction: the row (created, or
 * updated when an earlier import made it), its categories and tags, its visitors' comments and a
 * 301 from each of its old addresses.
 */

export type Outcome = 'created' | 'updated' | 'unchanged';

/** A post's or page's old address that may lead on: not the home page nor the site's machinery. */
function mayLeadOn(from: string): boolean {
  const path = from.split('?')[0]!;
  if (from === '/' || machineAddresses.has(path)) return false;
  return !machineSections.some((section) => path === section || path.startsWith(`${section}/`));
}

/** The old addresses that need a redirect to reach `to`: those it does not answer itself. */
export const redirectsTo = (oldPaths: string[], to: string) =>
  [...new Set(oldPaths.map((path) => (path.includes('?') ? path : normalizedPath(path))))].filter(
    (from) => from !== to && mayLeadOn(from) && from.length <= 300,
  );

/**
 * Where an entry will answer, as a dry run can tell: a post by its slug, a page at its old path
 * (the import moves it elsewhere only when that path is taken here).
 */
export function plannedAddress(entry: SourceEntry): string {
  if (entry.kind === 'post') return `/blog/post/${entry.slug}`;
  const oldPath = entry.oldPaths.find((path) => !path.includes('?'));
  return oldPath ? normalizedPath(oldPath).toLowerCase() : `/${entry.slug}`;
}

/** Each old address answers 301 to `to`; one a person made by hand is left as it is. */
export async function redirectOldPaths(trx: Knex.Transaction, oldPaths: string[], to: string) {
  const candidates = redirectsTo(oldPaths, to);
  // This site's own pages keep their addresses: the old site's /contact/ does not hide ours.
  const live = await liveAddresses(trx, candidates);
  const adding = candidates.filter((from) => !live.has(from));
  if (adding.length === 0) return 0;
  await trx('redirects').where('fromPath', to).delete();
  await trx('redirects').whereIn('toPath', adding).update({ toPath: to });
  await trx('redirects')
    .insert(adding.map((fromPath) => ({ fromPath, toPath: to, status: 301, origin: 'import' })))
    .onConflict('fromPath')
    .merge(['toPath', 'status'])
    .where('redirects.origin', 'import');
  return adding.length;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .trim()
    .slice(0, 5000);

/** Comments not imported before, parents before their replies; returns how many were new. */
export async function writeComments(
  trx: Knex.Transaction,
  ledger: ImportLedger,
  entryKey: string,
  postId: number,
  comments: SourceComment[],
): Promise<number> {
  let created = 0;
  const keyOf = (comment: { key: string }) => `${entryKey}/${comment.key}`;
  const waiting = [...comments];
  // Replies may come before what they answer: take whatever can be placed, until nothing can.
  for (let placed = true; placed && waiting.length > 0;) {
    placed = false;
    for (const comment of [...waiting]) {
      const parent = comment.parent
        ? ledger.find('comment', `${entryKey}/${comment.parent}`)
        : null;
      const parentKnown =
        !comment.parent || parent || !comments.some((c) => c.key === comment.parent);
      if (!parentKnown) continue;
      waiting.splice(waiting.indexOf(comment), 1);
      placed = true;
      if (ledger.find('comment', keyOf(comment))) continue;
      const content = plainText(comment.content);
      if (!content) continue;
      const [row] = await trx('comments')
        .insert({
          postId,
          authorId: null,
          authorName: comment.authorName,
          authorEmail: comment.authorEmail || null,
          parentId: parent?.objectId ?? null,
          content,
          isApproved: comment.approved,
          createdAt: comment.createdAt,
        })
        .returning('id');
      await ledger.remember(trx, 'comment', keyOf(comment), { objectId: row.id, digest: '' });
      created += 1;
    }
  }
  return created;
}

export interface EntryContext {
  trx: Knex.Transaction;
  ledger: ImportLedger;
  authorId: number;
  categoryIds: number[];
  tagIds: number[];
  featuredImage: string | null;
  html: string;
}

async function writePost(entry: SourceEntry, context: EntryContext, existing: number | null) {
  const { trx } = context;
  const row = {
    title: entry.title.slice(0, 300),
    excerpt: entry.excerpt.slice(0, 1000),
    contentHtml: sanitizeRichText(context.html),
    featuredImage: context.featuredImage?.slice(0, 500) ?? null,
    status: entry.status,
    publishedAt: entry.publishedAt,
    authorId: context.authorId,
    updatedAt: new Date(),
  };
  let id = existing;
  let slug: string;
  const updated = id ? await trx('posts').where('id', id).update(row).returning('slug') : [];
  if (updated.length > 0) slug = updated[0].slug;
  else {
    slug = await uniqueSlug(Post, entry.slug || entry.title, 'post', { trx });
    [{ id }] = await trx('posts')
      .insert({ ...row, slug })
      .returning('id');
  }
  await trx('postCategories').where('postId', id!).delete();
  await trx('postTags').where('postId', id!).delete();
  const categories = [...new Set(context.categoryIds)].map((categoryId) => ({
    postId: id,
    categoryId,
  }));
  const tags = [...new Set(context.tagIds)].map((tagId) => ({ postId: id, tagId }));
  if (categories.length) await trx('postCategories').insert(categories);
  if (tags.length) await trx('postTags').insert(tags);
  return { id: id!, address: `/blog/post/${slug}`, created: updated.length === 0 };
}

/** A page keeps its old path when it is free here; else it gets one from its slug. */
async function writePage(entry: SourceEntry, context: EntryContext, existing: number | null) {
  const { trx } = context;
  const row = {
    title: entry.title.slice(0, 300),
    blocks: JSON.stringify([
      { id: 'imported', type: 'richText', data: { html: sanitizeRichText(context.html) } },
    ]),
    status: entry.status,
    publishedAt: entry.publishedAt,
    updatedAt: new Date(),
  };
  const updated = existing
    ? await trx('pages').where('id', existing).update(row).returning(['id', 'path'])
    : [];
  if (updated.length > 0)
    return { id: updated[0].id as number, address: updated[0].path as string, created: false };
  const oldPath = entry.oldPaths.find((path) => !path.includes('?'));
  const wanted = oldPath ? normalizedPath(oldPath).toLowerCase() : null;
  const free =
    wanted &&
    /^\/[a-z0-9][a-z0-9\-/]*$/.test(wanted) &&
    !isOwnAddress(wanted) &&
    !(await trx('pages').where('path', wanted).first());
  const path = free ? wanted : await derivedPath(trx, entry.slug || entry.title);
  const [{ id }] = await trx('pages')
    .insert({ ...row, path })
    .returning('id');
  return { id: id as number, address: path, created: true };
}

/** What importing `entry` does: an earlier import of the same content leaves it unchanged. */
export function entryOutcome(ledger: ImportLedger, entry: SourceEntry): Outcome {
  const known = ledger.find(entry.kind, entry.key);
  if (!known) return 'created';
  return known.digest === digestOf(entry) ? 'unchanged' : 'updated';
}

/** Writes one entry, unless an earlier import made it from the same content. */
export async function writeEntry(entry: SourceEntry, context: EntryContext) {
  const outcome = entryOutcome(context.ledger, entry);
  if (outcome === 'unchanged') return { outcome, comments: 0, redirects: 0 };
  const known = context.ledger.find(entry.kind, entry.key);
  const write = entry.kind === 'post' ? writePost : writePage;
  const written = await write(entry, context, known?.objectId ?? null);
  const digest = digestOf(entry);
  await context.ledger.remember(context.trx, entry.kind, entry.key, {
    objectId: written.id,
    digest,
  });
  const comments =
    entry.kind === 'post'
      ? await writeComments(
          context.trx,
          context.ledger,
          `${entry.kind}:${entry.key}`,
          written.id,
          entry.comments,
        )
      : 0;
  const redirects = await redirectOldPaths(context.trx, entry.oldPaths, written.address);
  // A post removed here since the last import is made again: then it is new.
  return { outcome: written.created ? 'created' : outcome, comments, redirects };
}
