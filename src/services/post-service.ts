import type { QueryBuilder } from 'objection';
import type { SessionUser } from '../auth/roles';
import { NotFoundError } from '../errors';
import { Post } from '../models/post';
import type { Category, Tag } from '../models/taxonomy';
import { User } from '../models/user';
import type { PostListQuery } from '../schemas/posts';
import {
  effectiveStatus,
  isPublicNow,
  seesOwnDrafts,
  visibleTo,
  withEffectiveStatus,
} from './post-visibility';
import { postTag, showsContent, type ContentTag } from './public-content';
import { searchForReader, searchResultLimit, searchWithFilters } from './post-search';

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
    !seesOwnDrafts(viewer) &&
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
export const changedByWrite = (
  id: number,
  ...states: Array<Pick<Post, 'status' | 'publishedAt'>>
) => (states.some(isPublicNow) ? (['posts', postTag(id)] satisfies ContentTag[]) : []);
export async function getPostBySlug(slug: string, viewer: Viewer) {
  return toPostView(await findVisible(viewer, { slug }), { withContent: true });
}

export async function getPostById(id: number, viewer: Viewer) {
  return toPostView(await findVisible(viewer, { id }), { withContent: true });
}
