import type { Transaction } from 'objection';
import { permits } from '../auth/permissions';
import { postPath } from '../config/site';
import type { SessionUser } from '../auth/roles';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { Post } from '../models/post';
import { Category, Tag } from '../models/taxonomy';
import type { PostInput } from '../schemas/posts';
import type { RevisionKind } from '../schemas/revisions';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { sanitizeRichText } from './html';
import { claimAddress, leaveRedirect } from './page-paths';
import { changedByWrite, getPostById, messages } from './post-service';
import { isPublicNow, publicationDate } from './post-visibility';
import { announcePublication } from './publication-events';
import { publicContentChanged } from './public-content';
import {
  assertNoNewerRevision,
  deleteHistory,
  recordRevision,
  type RevisionSubject,
} from './revision-service';
import { retryOnDerivedSlugClash, uniqueSlug } from './slugs';

/*
 * Writing posts: create, save, delete. Each write stores a revision and an activity entry in its
 * own transaction; the history (autosave, revisions, restore) is post-history.ts.
 */

async function assertExisting(
  trx: Transaction,
  model: typeof Category | typeof Tag,
  ids: number[],
  field: string,
  message: string,
) {
  if (ids.length === 0) return;
  const found = await model.query(trx).whereIn('id', ids).resultSize();
  if (found !== new Set(ids).size) throw new ValidationError(message, { [field]: message });
}

async function linkTaxonomy(trx: Transaction, postId: number, input: PostInput) {
  await assertExisting(trx, Category, input.categoryIds, 'categoryIds', messages.unknownCategory);
  await assertExisting(trx, Tag, input.tagIds, 'tagIds', messages.unknownTag);
  await trx('postCategories').where({ postId }).delete();
  await trx('postTags').where({ postId }).delete();
  const categoryIds = [...new Set(input.categoryIds)];
  const tagIds = [...new Set(input.tagIds)];
  if (categoryIds.length)
    await trx('postCategories').insert(categoryIds.map((categoryId) => ({ postId, categoryId })));
  if (tagIds.length) await trx('postTags').insert(tagIds.map((tagId) => ({ postId, tagId })));
}

/** Everything a revision of a post keeps: enough to show, compare and restore it alone. */
export interface PostRevisionContent {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  status: string;
  publishedAt: string | null;
  categoryIds: number[];
  tagIds: number[];
}

type PostColumns = Pick<
  Post,
  'slug' | 'title' | 'excerpt' | 'contentHtml' | 'featuredImage' | 'status' | 'publishedAt'
>;

export const revisionContent = (
  post: PostColumns,
  input: Pick<PostInput, 'categoryIds' | 'tagIds'>,
): PostRevisionContent => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.contentHtml,
  featuredImage: post.featuredImage,
  status: post.status,
  publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
  categoryIds: [...new Set(input.categoryIds)],
  tagIds: [...new Set(input.tagIds)],
});

export const subjectOf = (id: number): RevisionSubject => ({ type: 'post', id });

/**
 * A post that is or will be public answers at its address: an old redirect from there would hide
 * it, since redirects are answered before pages (src/middleware/render-page.ts).
 */
const goesPublic = (status: string) => status === 'published' || status === 'scheduled';

/** A save that leaves the post published is a published version, kept whatever the retention. */
const saveKind = (status: string): RevisionKind => (status === 'published' ? 'publish' : 'save');

const changedFields = (before: PostColumns, after: PostColumns) =>
  (['title', 'slug', 'excerpt', 'contentHtml', 'featuredImage', 'status', 'publishedAt'] as const)
    .filter((field) => String(before[field] ?? '') !== String(after[field] ?? ''))
    .map((field) => (field === 'contentHtml' ? 'content' : field));

export async function createPost(input: PostInput, viewer: SessionUser, actor: ActivityActor) {
  let revisionId = 0;
  const created = await retryOnDerivedSlugClash(!input.slug, () =>
    Post.transaction(async (trx) => {
      const slug = input.slug ?? (await uniqueSlug(Post, input.title, 'post', { trx }));
      const post = await Post.query(trx).insertAndFetch({
        slug,
        title: input.title,
        excerpt: input.excerpt.trim(),
        contentHtml: sanitizeRichText(input.content),
        featuredImage: input.featuredImage,
        status: input.status,
        publishedAt: publicationDate(input, null),
        authorId: viewer.id,
      });
      await linkTaxonomy(trx, post.id, input);
      if (goesPublic(post.status)) await claimAddress(trx, postPath(post.slug));
      // `post.published` now, or when its time comes.
      await announcePublication(trx, { type: 'post', id: post.id }, null, post);
      revisionId = await recordRevision(trx, subjectOf(post.id), {
        kind: saveKind(post.status),
        content: { ...revisionContent(post, input) },
        authorId: viewer.id,
        editingSession: input.editingSession,
      });
      await recordActivity(trx, actor, {
        action: 'post.created',
        object: { type: 'post', id: post.id, label: post.title },
        summary: { status: post.status },
      });
      return post;
    }),
  );
  publicContentChanged(changedByWrite(created.id, created));
  return { ...(await getPostById(created.id, viewer)), revisionId };
}

export async function findEditable(id: number, viewer: SessionUser, trx?: Transaction) {
  // In a write, locked until it ends: saves and autosaves of one post take turns. A read of the
  // history only checks who may see it.
  const query = Post.query(trx).findById(id);
  const post = await (trx ? query.forUpdate() : query);
  if (!post) throw new NotFoundError(messages.notFound);
  if (!permits(viewer, 'posts:write-any') && post.authorId !== viewer.id) {
    throw new ForbiddenError(messages.notYours);
  }
  return post;
}

/** The `updatedAt` check and the revision check every save and autosave passes first. */
export async function assertUnchangedSince(trx: Transaction, post: Post, input: PostInput) {
  if (input.updatedAt && new Date(input.updatedAt).getTime() !== post.updatedAt.getTime()) {
    throw new ConflictError(messages.changedElsewhere, { updatedAt: messages.changedElsewhere });
  }
  await assertNoNewerRevision(trx, subjectOf(post.id), input);
}

/** What the activity log calls a save: going out, being taken back, or a change. */
function saveAction(before: Pick<Post, 'status' | 'publishedAt'>, after: PostColumns) {
  const wasPublic = isPublicNow(before);
  const isPublic = isPublicNow(after);
  if (isPublic && !wasPublic) return 'post.published' as const;
  if (wasPublic && !isPublic) return 'post.unpublished' as const;
  return 'post.updated' as const;
}

/** The columns an edit sets from what the editor sent (a save, or an autosave's revision). */
export const editedColumns = (
  input: Pick<PostInput, 'slug' | 'title' | 'excerpt' | 'content' | 'featuredImage' | 'status'>,
  post: Pick<Post, 'slug'>,
) => ({
  slug: input.slug ?? post.slug,
  title: input.title,
  excerpt: input.excerpt.trim(),
  contentHtml: sanitizeRichText(input.content),
  featuredImage: input.featuredImage,
  status: input.status,
});

export async function updatePost(
  id: number,
  input: PostInput,
  viewer: SessionUser,
  actor: ActivityActor,
) {
  const [before, after, revisionId] = await Post.transaction(async (trx) => {
    const post = await findEditable(id, viewer, trx);
    await assertUnchangedSince(trx, post, input);
    const changes = {
      ...editedColumns(input, post),
      publishedAt: publicationDate(input, post.publishedAt),
      updatedAt: new Date(),
    };
    await Post.query(trx).findById(id).patch(changes);
    // Readers and search engines knew the old address: it leads to the new one.
    if (isPublicNow(post) && changes.slug !== post.slug) {
      await leaveRedirect(trx, postPath(post.slug), postPath(changes.slug), 'post');
    }
    if (goesPublic(changes.status)) await claimAddress(trx, postPath(changes.slug));
    await linkTaxonomy(trx, id, input);
    await announcePublication(trx, { type: 'post', id }, post, changes);
    const revision = await recordRevision(trx, subjectOf(id), {
      kind: saveKind(changes.status),
      content: { ...revisionContent(changes, input) },
      authorId: viewer.id,
      editingSession: input.editingSession,
    });
    await recordActivity(trx, actor, {
      action: saveAction(post, changes),
      object: { type: 'post', id, label: changes.title },
      summary: {
        changed: changedFields(post, changes),
        ...(post.status === changes.status ? {} : { status: [post.status, changes.status] }),
      },
    });
    return [post, changes, revision] as const;
  });
  // A draft's save (and its autosave) changes nothing public.
  publicContentChanged(changedByWrite(id, before, after));
  return { ...(await getPostById(id, viewer)), revisionId };
}

export async function deletePost(id: number, viewer: SessionUser, actor: ActivityActor) {
  const deleted = await Post.transaction(async (trx) => {
    const post = await findEditable(id, viewer, trx);
    await Post.query(trx).deleteById(id);
    await deleteHistory(trx, subjectOf(id));
    await recordActivity(trx, actor, {
      action: 'post.deleted',
      object: { type: 'post', id, label: post.title },
      summary: { status: post.status },
    });
    return post;
  });
  publicContentChanged(changedByWrite(id, deleted));
}
