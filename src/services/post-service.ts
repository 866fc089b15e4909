import type { QueryBuilder, Transaction } from 'objection';
import { can } from '../auth/permissions';
import { postPath } from '../config/site';
import type { SessionUser } from '../auth/roles';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { Post } from '../models/post';
import { Category, Tag } from '../models/taxonomy';
import { User } from '../models/user';
import type { PostAutosave, PostInput, PostListQuery } from '../schemas/posts';
import type { RevisionKind } from '../schemas/revisions';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { sanitizeRichText } from './html';
import { effectiveStatus, isPublicNow, visibleTo, withEffectiveStatus } from './post-visibility';
import { postTag, publicContentChanged, showsContent, type ContentTag } from './public-content';
import { searchForReader, searchResultLimit, searchWithFilters } from './post-search';
import { retryOnDerivedSlugClash, uniqueSlug } from './slugs';
import { queueWebhookEvent } from './webhook-service';
import {
  assertNoNewerRevision,
  deleteHistory,
  getRevision,
  listRevisions,
  recordRevision,
  touchPresence,
  type RevisionSubject,
} from './revision-service';

export const messages = {
  notFound: 'Post not found',
  notYours: 'You can only change your own posts',
  changedElsewhere:
    'This post was changed by someone else since you opened it. Reload to see their changes.',
  unknownCategory: 'One of the chosen categories does not exist',
  unknownTag: 'One of the chosen tags does not exist',
} as const;

type Viewer = SessionUser | null;

const taxonomyView = (item: Category | Tag) => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
  description: item.description,
});

export function toPostView(post: Post, options: { withContent: boolean }) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    ...(options.withContent ? { content: post.contentHtml } : {}),
    featuredImage: post.featuredImage,
    status: effectiveStatus(post),
    publishedAt: post.publishedAt,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    authorId: post.authorId,
    author: post.author
      ? { id: post.author.id, username: post.author.username, fullName: post.author.fullName }
      : null,
    categories: (post.categories ?? []).map(taxonomyView),
    tags: (post.tags ?? []).map(taxonomyView),
  };
}
export type PostView = ReturnType<typeof toPostView>;
export { searchResultLimit };

const graph = '[author, categories(ordered), tags(ordered)]';
const graphModifiers = {
  ordered: (builder: QueryBuilder<Category | Tag>) => builder.orderBy('name'),
};

/** Lists never carry bodies or search vectors: reading them for thousands of matches is the slow part. */
const listColumns = [
  'posts.id',
  'posts.slug',
  'posts.title',
  'posts.excerpt',
  'posts.featuredImage',
  'posts.status',
  'posts.publishedAt',
  'posts.authorId',
  'posts.createdAt',
  'posts.updatedAt',
];

/**
 * A list row's author, categories and tags, read in the same query as the row itself: one
 * round trip per page instead of one per relation.
 */
const listRelations = [
  Post.raw(`(select json_build_object('id', users.id, 'username', users.username,
      'fullName', users.full_name) from users where users.id = posts.author_id) as author`),
  ...(['categories', 'tags'] as const).map((table) => {
    const link = table === 'categories' ? 'post_categories' : 'post_tags';
    const key = table === 'categories' ? 'category_id' : 'tag_id';
    return Post.raw(`coalesce((select json_agg(json_build_object('id', ${table}.id,
        'name', ${table}.name, 'slug', ${table}.slug, 'description', ${table}.description)
        order by ${table}.name) from ${link} join ${table} on ${table}.id = ${link}.${key}
        where ${link}.post_id = posts.id), '[]') as ${table}`);
  }),
];

/** Narrows a list to the status, author and taxonomy the query asks for. */
const filteredBy = (query: PostListQuery) => (builder: QueryBuilder<Post>) => {
  if (query.status && query.status !== 'all') builder.modify(withEffectiveStatus(query.status));
  if (query.authorId) builder.where('posts.authorId', query.authorId);
  if (query.category) {
    builder.whereExists(Post.relatedQuery('categories').where('categories.slug', query.category));
  }
  if (query.tag) builder.whereExists(Post.relatedQuery('tags').where('tags.slug', query.tag));
};

const withDetails = (builder: QueryBuilder<Post>) => builder.select(listColumns, listRelations);

export async function listPosts(query: PostListQuery, viewer: Viewer) {
  showsContent('posts');
  const search = query.search?.trim();
  const base = Post.query().modify(visibleTo(viewer)).modify(filteredBy(query));

  if (!search) {
    const [posts, total] = await Promise.all([
      base
        .clone()
        .modify(withDetails)
        .orderByRaw('coalesce(posts.published_at, posts.updated_at) desc')
        .orderBy('posts.id', 'desc')
        .limit(query.limit)
        .offset(query.offset),
      base.clone().resultSize(),
    ]);
    return { posts: posts.map((post) => toPostView(post, { withContent: false })), total };
  }

  // Paging stops at the result limit; a page past it is empty, as a page past the end is.
  const page = {
    limit: Math.max(0, Math.min(query.limit, searchResultLimit - query.offset)),
    offset: query.offset,
  };
  // A reader's plain search, the blog's, never touches `posts` until the page's rows are known;
  // anything that filters on post columns (staff visibility, status, author, taxonomy) joins
  // them and ranks in the same order.
  const readerSearch =
    !can(viewer?.role, 'posts:read-unpublished') &&
    !query.authorId &&
    !query.category &&
    !query.tag &&
    (!query.status || query.status === 'all' || query.status === 'published');
  const { ids, total } = readerSearch
    ? await searchForReader(search, page)
    : await searchWithFilters(base, search, page);
  const found = ids.length ? await Post.query().modify(withDetails).whereIn('posts.id', ids) : [];
  const byId = new Map(found.map((post) => [post.id, post]));
  const posts = ids.flatMap((id) => byId.get(id) ?? []);
  return { posts: posts.map((post) => toPostView(post, { withContent: false })), total };
}

/** Everyone who has written a post, for the staff filter "by author". */
export async function listPostAuthors() {
  const authors = await User.query()
    .select('users.id', 'users.username', 'users.fullName')
    .whereExists(Post.query().whereColumn('posts.authorId', 'users.id'))
    .orderBy('users.username');
  return {
    authors: authors.map(({ id, username, fullName }) => ({ id, username, fullName })),
  };
}

async function findVisible(viewer: Viewer, where: { id?: number; slug?: string }) {
  const post = await Post.query()
    .modify(visibleTo(viewer))
    .where((builder) => {
      if (where.id !== undefined) builder.where('posts.id', where.id);
      if (where.slug !== undefined) builder.where('posts.slug', where.slug);
    })
    .withGraphFetched(graph)
    .modifiers(graphModifiers)
    .first();
  if (!post) throw new NotFoundError(messages.notFound);
  showsContent(postTag(post.id));
  return post;
}

/** What a write to a post changes on public pages: nothing unless readers saw it or see it now. */
const changedByWrite = (id: number, ...states: Array<Pick<Post, 'status' | 'publishedAt'>>) =>
  states.some(isPublicNow) ? (['posts', postTag(id)] satisfies ContentTag[]) : [];

export async function getPostBySlug(slug: string, viewer: Viewer) {
  return toPostView(await findVisible(viewer, { slug }), { withContent: true });
}

export async function getPostById(id: number, viewer: Viewer) {
  return toPostView(await findVisible(viewer, { id }), { withContent: true });
}

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

function publicationDate(input: PostInput, current: Date | null): Date | null {
  if (input.status === 'published') {
    // Publishing a post that was scheduled for later publishes it now, not at the old date.
    const alreadyOut = current && current.getTime() <= Date.now() ? current : null;
    return input.publishedAt ?? alreadyOut ?? new Date();
  }
  return input.publishedAt ?? (input.status === 'scheduled' ? null : current);
}

/** Tells the webhooks, in the write's transaction, when a post goes out as published. */
async function announceIfPublished(
  trx: Transaction,
  post: Pick<Post, 'id' | 'slug' | 'title' | 'excerpt' | 'publishedAt'> & { status: string },
  wasPublished = false,
) {
  if (post.status !== 'published' || wasPublished) return;
  const { id, slug, title, excerpt, publishedAt } = post;
  const data = { id, slug, title, excerpt, path: postPath(slug), publishedAt };
  await queueWebhookEvent(trx, 'post.published', data);
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

const revisionContent = (
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

const subjectOf = (id: number): RevisionSubject => ({ type: 'post', id });

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
      await announceIfPublished(trx, post);
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

async function findEditable(id: number, viewer: SessionUser, trx?: Transaction) {
  // Locked until the write ends: saves and autosaves of one post take turns.
  const post = await Post.query(trx).findById(id).forUpdate();
  if (!post) throw new NotFoundError(messages.notFound);
  if (!can(viewer.role, 'posts:write-any') && post.authorId !== viewer.id) {
    throw new ForbiddenError(messages.notYours);
  }
  return post;
}

/** The `updatedAt` check and the revision check every save and autosave passes first. */
async function assertUnchangedSince(trx: Transaction, post: Post, input: PostInput) {
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
      slug: input.slug ?? post.slug,
      title: input.title,
      excerpt: input.excerpt.trim(),
      contentHtml: sanitizeRichText(input.content),
      featuredImage: input.featuredImage,
      status: input.status,
      publishedAt: publicationDate(input, post.publishedAt),
      updatedAt: new Date(),
    };
    await Post.query(trx).findById(id).patch(changes);
    await linkTaxonomy(trx, id, input);
    await announceIfPublished(trx, { ...changes, id }, post.status === 'published');
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

/**
 * The editor's autosave: the text as typed, kept as this editing session's revision. The post
 * itself, and so every public page and cache, stays as it was.
 */
export async function autosavePost(id: number, input: PostAutosave, viewer: SessionUser) {
  return Post.transaction(async (trx) => {
    const post = await findEditable(id, viewer, trx);
    await assertUnchangedSince(trx, post, input);
    const typed = {
      slug: input.slug ?? post.slug,
      title: input.title,
      excerpt: input.excerpt.trim(),
      contentHtml: sanitizeRichText(input.content),
      featuredImage: input.featuredImage,
      status: input.status,
      publishedAt: input.publishedAt ?? null,
    };
    const revisionId = await recordRevision(trx, subjectOf(id), {
      kind: 'autosave',
      content: { ...revisionContent(typed, input) },
      authorId: viewer.id,
      editingSession: input.editingSession,
    });
    const { editors } = await touchPresence(trx, subjectOf(id), input.editingSession, viewer.id);
    return { revisionId, savedAt: new Date(), editors };
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
    const restoredId = await recordRevision(trx, subjectOf(id), {
      kind: 'restore',
      content: { ...source.content },
      authorId: viewer.id,
      editingSession: editing.editingSession,
    });
    await recordActivity(trx, actor, {
      action: 'post.restored',
      object: { type: 'post', id, label: post.title },
      summary: { revisionId: restoredId, restoredFrom: revisionId },
    });
    return getRevision<PostRevisionContent>(trx, subjectOf(id), restoredId);
  });
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
