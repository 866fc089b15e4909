import { ForeignKeyViolationError, raw, type Transaction } from 'objection';
import { permits } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { Comment } from '../models/comment';
import { Post } from '../models/post';
import type { CommentInput } from '../schemas/comments';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { visibleTo } from './post-visibility';
import { postTag, publicContentChanged, showsContent } from './public-content';

/** A comment readers see (or saw) changes its post's page and any list of comments. */
const commentShown = (postId: number) => publicContentChanged([postTag(postId), 'comments']);

export const messages = {
  notFound: 'Comment not found',
  postNotFound: 'Post not found',
  parentNotFound: 'The comment you are replying to does not exist',
  notYours: 'You can only delete your own comments',
} as const;

type Viewer = SessionUser | null;

export interface CommentView {
  id: number;
  postId: number;
  parentId: number | null;
  /** Empty when deleted. */
  content: string;
  isApproved: boolean;
  createdAt: Date;
  /** A deleted comment that had replies: kept in its place, without its author or text. */
  deleted: boolean;
  author: { username: string; fullName: string | null } | null;
  /** The post a comment is on, in the moderation list (no `postId` asked for). */
  post?: { id: number; title: string; slug: string };
  replies: CommentView[];
}

type CommentRow = Comment & { post?: CommentView['post'] };

function toView(comment: CommentRow): CommentView {
  const deleted = comment.deletedAt !== null;
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    content: deleted ? '' : comment.content,
    isApproved: comment.isApproved,
    createdAt: comment.createdAt,
    deleted,
    author: deleted
      ? null
      : {
          username: comment.author?.username ?? comment.authorName ?? 'deleted',
          fullName: comment.author?.fullName ?? null,
        },
    ...(comment.post ? { post: comment.post } : {}),
    replies: [],
  };
}

export interface CommentQuery {
  postId?: number | undefined;
  isApproved?: boolean | undefined;
  limit: number;
  offset: number;
}

/** No comment above this one is awaiting moderation (a hidden comment hides its whole thread). */
const noUnapprovedAncestor = raw(`
  with recursive ancestors (id, parent_id, is_approved) as (
    select above.id, above.parent_id, above.is_approved from comments above
    where above.id = comments.parent_id
    union
    select above.id, above.parent_id, above.is_approved from comments above
    join ancestors on above.id = ancestors.parent_id
  )
  select 1 from ancestors where not ancestors.is_approved`);

/** Readers see a deleted comment's placeholder only above a reply they can read. */
const shownToReaders = raw(`(comments.deleted_at is null or exists (
  select 1 from comments reply where reply.parent_id = comments.id and reply.is_approved))`);

/**
 * With a post: its top-level comments, each with nested replies (paging counts top-level
 * comments). Without one (moderation): a flat, newest-first list. Readers only ever see
 * approved comments on posts they can read.
 */
export async function listComments(query: CommentQuery, viewer: Viewer) {
  showsContent(query.postId === undefined ? 'comments' : postTag(query.postId));
  const moderator = permits(viewer, 'comments:moderate');
  const isApproved = moderator ? query.isApproved : true;
  const scoped = () =>
    Comment.query()
      .whereExists(
        Post.query().modify(visibleTo(viewer)).whereColumn('posts.id', 'comments.postId'),
      )
      .modify((builder) => {
        if (isApproved !== undefined) builder.where('comments.isApproved', isApproved);
        if (query.postId !== undefined) builder.where('comments.postId', query.postId);
        if (!moderator) builder.whereNotExists(noUnapprovedAncestor).where(shownToReaders);
      });

  if (query.postId === undefined) {
    // The moderation list: placeholders of deleted comments are nothing to act on.
    const listed = () => scoped().whereNull('comments.deletedAt');
    const [rows, total] = await Promise.all([
      listed()
        .select(
          'comments.*',
          raw(`(select json_build_object('id', posts.id, 'title', posts.title, 'slug', posts.slug)
            from posts where posts.id = comments.post_id) as post`),
        )
        .withGraphFetched('author')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset),
      listed().resultSize(),
    ]);
    return { comments: rows.map(toView), total };
  }

  const topLevel = scoped().whereNull('comments.parentId');
  const [roots, total] = await Promise.all([
    topLevel
      .clone()
      .withGraphFetched('author')
      .orderBy('createdAt')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset),
    topLevel.clone().resultSize(),
  ]);
  // One query for the whole thread below the page's roots: replies of replies included.
  const replies = await scoped()
    .whereNotNull('comments.parentId')
    .withGraphFetched('author')
    .orderBy('createdAt')
    .orderBy('id');
  const views = new Map<number, CommentView>();
  for (const comment of [...roots, ...replies]) views.set(comment.id, toView(comment));
  for (const reply of replies) views.get(reply.parentId!)?.replies.push(views.get(reply.id)!);
  return { comments: roots.map((root) => views.get(root.id)!), total };
}

export async function createComment(input: CommentInput, viewer: SessionUser) {
  const post = await Post.query().modify(visibleTo(viewer)).findById(input.postId);
  if (!post) throw new NotFoundError(messages.postNotFound);
  if (input.parentId) {
    const parent = await Comment.query().findById(input.parentId);
    const visibleParent =
      parent &&
      parent.postId === post.id &&
      parent.deletedAt === null &&
      (parent.isApproved || permits(viewer, 'comments:moderate'));
    if (!visibleParent)
      throw new ValidationError(messages.parentNotFound, { parentId: messages.parentNotFound });
  }
  const comment = await Comment.query()
    .insertAndFetch({
      postId: post.id,
      parentId: input.parentId ?? null,
      authorId: viewer.id,
      content: input.content,
      isApproved: permits(viewer, 'comments:publish-directly'),
    })
    .catch((error: unknown) => {
      // The comment replied to was deleted in the meantime.
      if (error instanceof ForeignKeyViolationError)
        throw new ValidationError(messages.parentNotFound, { parentId: messages.parentNotFound });
      throw error;
    });
  if (comment.isApproved) commentShown(post.id);
  return toView(await comment.$query().withGraphFetched('author'));
}

/** A comment in the activity log: its post is in the summary, its text is not (readers wrote it). */
const commentObject = (comment: Comment) =>
  ({ type: 'comment', id: comment.id, label: `Comment on post ${comment.postId}` }) as const;

export async function setCommentApproval(id: number, isApproved: boolean, by: ActivityActor) {
  const comment = await Comment.transaction(async (trx) => {
    const found = await Comment.query(trx).findById(id).whereNull('deletedAt').forUpdate();
    if (!found) throw new NotFoundError(messages.notFound);
    await Comment.query(trx).findById(id).patch({ isApproved });
    await recordActivity(trx, by, {
      action: isApproved ? 'comment.approved' : 'comment.rejected',
      object: commentObject(found),
      summary: { postId: found.postId, approved: { from: found.isApproved, to: isApproved } },
    });
    return found;
  });
  if (comment.isApproved !== isApproved) commentShown(comment.postId);
  return toView(await Comment.query().findById(id).withGraphFetched('author').throwIfNotFound());
}

/**
 * Removes a comment without replies, and then any deleted comment above it left without
 * replies. A comment with replies becomes a placeholder instead: its text is wiped and it
 * counts as approved (nothing is left to moderate), so the replies keep their thread.
 */
async function removeOrBlank(trx: Transaction, comment: Comment): Promise<void> {
  const replies = await Comment.query(trx).where('parentId', comment.id).resultSize();
  if (replies > 0) {
    if (comment.deletedAt) return;
    await Comment.query(trx)
      .findById(comment.id)
      .patch({ content: '', deletedAt: new Date(), isApproved: true });
    return;
  }
  await Comment.query(trx).deleteById(comment.id);
  if (comment.parentId === null) return;
  const parent = await Comment.query(trx).findById(comment.parentId).forUpdate();
  if (parent?.deletedAt) await removeOrBlank(trx, parent);
}

/** Deletes a comment; a moderator's deletion (not a reader's of their own) is logged. */
export async function deleteComment(id: number, viewer: SessionUser, by: ActivityActor) {
  const deleted = await Comment.transaction(async (trx) => {
    // Locked, so a reply written meanwhile either lands first (and is seen) or finds it gone.
    const comment = await Comment.query(trx).findById(id).whereNull('deletedAt').forUpdate();
    if (!comment) throw new NotFoundError(messages.notFound);
    const moderating = permits(viewer, 'comments:moderate');
    if (!moderating && comment.authorId !== viewer.id) {
      throw new ForbiddenError(messages.notYours);
    }
    await removeOrBlank(trx, comment);
    if (moderating) {
      await recordActivity(trx, by, {
        action: 'comment.deleted',
        object: commentObject(comment),
        summary: { postId: comment.postId, ownComment: comment.authorId === viewer.id },
      });
    }
    return comment;
  });
  if (deleted.isApproved) commentShown(deleted.postId);
}
