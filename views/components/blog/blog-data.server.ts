import { render } from 'vike/abort';
import {
  getPostBySlug,
  getTaxonomyBySlug,
  listComments,
  listPosts,
  listTaxonomy,
  orNullWhenMissing,
  type CommentView,
  type PostView,
  type TaxonomyKind,
} from '#src/page-data';
import { slugSchema } from '#src/schemas/common';
import type { NotFoundKind } from './blog-not-found';
import { dateText } from './format-date';
import { pageCountOf, pageSize, parsePageParam } from './paging';
import type { DateText, PostSummary, SidebarData, TermLink } from './types';

/*
 * Page data for the public blog, read straight from the services (no HTTP round trip). Pages
 * always read as a signed-out reader: staff see exactly what the public sees, drafts never.
 */

export function toSummary(post: PostView): PostSummary {
  const term = ({ name, slug }: TermLink) => ({ name, slug });
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    published: dateText(post.publishedAt ?? post.updatedAt),
    authorName: post.author?.fullName || post.author?.username || '',
    categories: post.categories.map(term),
    tags: post.tags.map(term),
  };
}

/** Longest search the API accepts; PostgreSQL refuses NUL characters, so they are dropped. */
const maxSearchLength = 200;

export function normalizeSearch(value: string | undefined): string {
  return (value ?? '').replace(/\0/g, '').trim().slice(0, maxSearchLength);
}

/** A slug as the admin stores them; anything else cannot exist and skips the database. */
export const isSlug = (value: string) => slugSchema.safeParse(value).data === value;

/** Ends the page with the blog's own 404 screen (`views/_error`). */
export function notFound(kind: NotFoundKind): never {
  throw render(404, { blogNotFound: kind });
}

async function rethrowMissing<T>(load: Promise<T>, kind: NotFoundKind): Promise<T> {
  return (await load.catch(orNullWhenMissing)) ?? notFound(kind);
}

export async function loadSidebar(): Promise<SidebarData> {
  const [categories, tags] = await Promise.all([listTaxonomy('categories'), listTaxonomy('tags')]);
  return {
    categories: categories.items
      .filter((category) => category.postCount > 0)
      .map(({ name, slug, postCount }) => ({ name, slug, postCount })),
    tags: tags.items.filter((tag) => tag.postCount > 0).map(({ name, slug }) => ({ name, slug })),
  };
}

/**
 * One page of posts. A page past the last one shows the last one instead (and page 0, a
 * negative or a word shows the first): an old or mistyped link still lands on posts.
 */
async function loadPage(
  filter: { search?: string; category?: string; tag?: string },
  pageParam: string | undefined,
) {
  const fetchPage = (page: number) =>
    listPosts({ ...filter, limit: pageSize, offset: (page - 1) * pageSize }, null);
  let page = parsePageParam(pageParam);
  let result = await fetchPage(page);
  const pageCount = pageCountOf(result.total);
  if (page > pageCount) {
    page = pageCount;
    result = await fetchPage(page);
  }
  return { posts: result.posts, paging: { page, pageCount, total: result.total } };
}

export async function loadBlogList(params: Record<string, string>) {
  const query = normalizeSearch(params.q);
  const [{ posts, paging }, sidebar] = await Promise.all([
    loadPage(query ? { search: query } : {}, params.page),
    loadSidebar(),
  ]);
  return { posts: posts.map(toSummary), paging, query, sidebar };
}
export type BlogListData = Awaited<ReturnType<typeof loadBlogList>>;

export interface CommentItem {
  id: number;
  content: string;
  created: DateText;
  /** A deleted comment kept for its replies: no author, no text. */
  deleted: boolean;
  author: { username: string } | null;
  replies: CommentItem[];
}

const toCommentItem = (comment: CommentView): CommentItem => ({
  id: comment.id,
  content: comment.content,
  created: dateText(comment.createdAt),
  deleted: comment.deleted,
  author: comment.author && { username: comment.author.username },
  replies: comment.replies.map(toCommentItem),
});

/** Top-level comments shown with a post; their replies come along at any depth. */
const commentLimit = 100;

export async function loadPostWithComments(post: PostView) {
  const { comments } = await listComments(
    { postId: post.id, isApproved: true, limit: commentLimit, offset: 0 },
    null,
  );
  return {
    post: {
      ...toSummary(post),
      id: post.id,
      content: post.content ?? '',
      updatedAt: post.updatedAt,
    },
    comments: comments.map(toCommentItem),
  };
}

export async function loadPost(slug: string) {
  if (!isSlug(slug)) notFound('post');
  const post = await rethrowMissing(getPostBySlug(slug, null), 'post');
  const [content, sidebar] = await Promise.all([loadPostWithComments(post), loadSidebar()]);
  return { ...content, sidebar };
}
export type PostPageData = Awaited<ReturnType<typeof loadPost>>;

export async function loadTaxonomyPage(
  kind: TaxonomyKind,
  slug: string,
  pageParam: string | undefined,
) {
  const notFoundKind = kind === 'categories' ? 'category' : 'tag';
  if (!isSlug(slug)) notFound(notFoundKind);
  const term = await rethrowMissing(getTaxonomyBySlug(kind, slug), notFoundKind);
  const filter = kind === 'categories' ? { category: slug } : { tag: slug };
  const [{ posts, paging }, sidebar] = await Promise.all([
    loadPage(filter, pageParam),
    loadSidebar(),
  ]);
  return {
    term: { name: term.name, slug: term.slug, description: term.description },
    posts: posts.map(toSummary),
    paging,
    sidebar,
  };
}
export type TaxonomyPageData = Awaited<ReturnType<typeof loadTaxonomyPage>>;

/** A post under its short address, `/{slug}`, or null. */
export async function loadPostAtShortAddress(slug: string) {
  if (!isSlug(slug)) return null;
  const post = await getPostBySlug(slug, null).catch(orNullWhenMissing);
  if (!post) return null;
  const [content, sidebar] = await Promise.all([loadPostWithComments(post), loadSidebar()]);
  return { ...content, sidebar };
}
