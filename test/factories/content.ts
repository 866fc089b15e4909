import { importReportOf } from '#src/services/portability/import-report';
import { Comment } from '#src/models/comment';
import { Post } from '#src/models/post';
import { Page } from '#src/models/site-content';
import type { Block } from '#src/schemas/blocks/catalog';
import { Category, Tag } from '#src/models/taxonomy';
import type { PostStatus } from '#src/schemas/posts';

let sequence = 0;
const next = () => `${++sequence}-${Date.now().toString(36)}`;

export async function createCategory(
  overrides: Partial<{ name: string; slug: string; description: string }> = {},
) {
  const id = next();
  return Category.query().insertAndFetch({
    name: overrides.name ?? `Category ${id}`,
    slug: overrides.slug ?? `category-${id}`,
    description: overrides.description ?? '',
  });
}

export async function createTag(
  overrides: Partial<{ name: string; slug: string; description: string }> = {},
) {
  const id = next();
  return Tag.query().insertAndFetch({
    name: overrides.name ?? `Tag ${id}`,
    slug: overrides.slug ?? `tag-${id}`,
    description: overrides.description ?? '',
  });
}

export interface PostOverrides {
  title?: string;
  slug?: string;
  excerpt?: string;
  contentHtml?: string;
  status?: PostStatus;
  publishedAt?: Date | null;
  authorId: number;
  categoryIds?: number[];
  tagIds?: number[];
}

/** A post written straight to the database (published an hour ago unless told otherwise). */
export async function createPost(overrides: PostOverrides) {
  const id = next();
  const status = overrides.status ?? 'published';
  const post = await Post.query().insertAndFetch({
    title: overrides.title ?? `Post ${id}`,
    slug: overrides.slug ?? `post-${id}`,
    excerpt: overrides.excerpt ?? 'An excerpt',
    contentHtml: overrides.contentHtml ?? '<p>Body</p>',
    status,
    publishedAt:
      overrides.publishedAt !== undefined
        ? overrides.publishedAt
        : status === 'draft'
          ? null
          : new Date(Date.now() - 3_600_000),
    authorId: overrides.authorId,
    featuredImage: null,
  });
  for (const categoryId of overrides.categoryIds ?? []) {
    await Post.relatedQuery('categories').for(post.id).relate(categoryId);
  }
  for (const tagId of overrides.tagIds ?? []) {
    await Post.relatedQuery('tags').for(post.id).relate(tagId);
  }
  return post;
}

export async function createComment(overrides: {
  postId: number;
  authorId: number;
  content?: string;
  isApproved?: boolean;
  parentId?: number | null;
}) {
  return Comment.query().insertAndFetch({
    postId: overrides.postId,
    authorId: overrides.authorId,
    content: overrides.content ?? `Comment ${next()}`,
    isApproved: overrides.isApproved ?? true,
    parentId: overrides.parentId ?? null,
  });
}

/** A page of the site: published (live now) unless told otherwise, one rich text block. */
export async function createSitePage(
  overrides: Partial<{
    path: string;
    title: string;
    status: 'draft' | 'published' | 'scheduled';
    publishedAt: Date | null;
    blocks: Block[];
  }> = {},
) {
  const id = next();
  const status = overrides.status ?? 'published';
  const title = overrides.title ?? `Page ${id}`;
  return Page.query().insertAndFetch({
    path: overrides.path ?? `/page-${id}`,
    title,
    status,
    publishedAt:
      overrides.publishedAt !== undefined
        ? overrides.publishedAt
        : status === 'published'
          ? new Date()
          : null,
    blocks: overrides.blocks ?? [
      { id: 'body', type: 'richText', data: { heading: title, html: `<p>${title}</p>` } },
    ],
    seoTitle: null,
    seoDescription: null,
    seoImage: null,
  });
}

/** What a saved revision holds of a post or a page, as the editors' saves write it. */
export const savedRevisionContent = {
  post: {
    title: 'Saved',
    slug: 'saved',
    excerpt: '',
    content: '<p>Saved</p>',
    featuredImage: null,
    status: 'published',
    publishedAt: null,
    categoryIds: [],
    tagIds: [],
  },
  page: {
    title: 'Saved',
    path: '/saved',
    blocks: [],
    status: 'draft',
    publishedAt: null,
    seoTitle: null,
    seoDescription: null,
    seoImage: null,
  },
} as const;

/** A WordPress import's dry run that found nothing to do. */
export const emptyImportPlan = () =>
  importReportOf({
    kind: 'site',
    platform: 'wordpress',
    title: 'Old blog',
    url: 'https://old.example',
  });
