import { format } from 'date-fns';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { postInputSchema, type PostStatus } from '#src/schemas/posts';
import type { PostRevisionContent } from '#src/schemas/wire/revisions';
import type { AdminPost } from './types';

/** The editor's fields as the inputs hold them; `publishedAt` is local 'yyyy-MM-ddTHH:mm'. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  status: PostStatus;
  publishedAt: string;
  categoryIds: number[];
  tagIds: number[];
}

export const postFieldNames = [
  'title',
  'slug',
  'excerpt',
  'content',
  'featuredImage',
  'status',
  'publishedAt',
  'categoryIds',
  'tagIds',
] as const satisfies ReadonlyArray<keyof PostFormValues>;

export const isPostField = (name: string): name is keyof PostFormValues =>
  (postFieldNames as readonly string[]).includes(name);

export const newPostValues: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  status: 'draft',
  publishedAt: '',
  categoryIds: [],
  tagIds: [],
};

const localDateTime = "yyyy-MM-dd'T'HH:mm";

/** An instant as a `datetime-local` input holds it, in this browser's time zone; '' for none. */
export const toLocalDateTime = (instant: string | null) =>
  instant ? format(new Date(instant), localDateTime) : '';

/** A revision's content as the editor's fields hold it. */
export function revisionToFormValues(content: PostRevisionContent): PostFormValues {
  return {
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt,
    content: content.content,
    featuredImage: content.featuredImage ?? '',
    status: content.status as PostStatus,
    publishedAt: toLocalDateTime(content.publishedAt),
    categoryIds: content.categoryIds,
    tagIds: content.tagIds,
  };
}

/** The post as read, as the editor's fields hold it: its editable content, as a revision keeps it. */
export function toFormValues(post: AdminPost): PostFormValues {
  return revisionToFormValues({
    ...post,
    categoryIds: post.categories.map((category) => category.id),
    tagIds: post.tags.map((tag) => tag.id),
  });
}

/** The local date-time as an instant; anything unreadable goes as typed, for the schema to refuse. */
export function toInstant(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * The body the posts API takes. A draft carries no date (the server keeps the one it has); an
 * empty slug lets the server derive a free one from the title.
 */
export function toPayload(
  values: PostFormValues,
  { deriveSlug }: { deriveSlug: boolean },
): z.input<typeof postInputSchema> {
  const dated = values.status !== 'draft' && values.publishedAt !== '';
  return {
    title: values.title,
    slug: deriveSlug ? '' : values.slug,
    excerpt: values.excerpt,
    content: values.content,
    featuredImage: values.featuredImage || null,
    status: values.status,
    publishedAt: dated ? toInstant(values.publishedAt) : null,
    categoryIds: values.categoryIds,
    tagIds: values.tagIds,
  };
}

/** Validates the form with the API's own schema, messages placed on the fields they concern. */
export const postFormResolver: Resolver<PostFormValues> = async (values) => {
  const parsed = postInputSchema.safeParse(toPayload(values, { deriveSlug: false }));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<PostFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isPostField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
