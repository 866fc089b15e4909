import { z } from '../zod';
import { postStatuses } from '../posts';
import { navigationSchema } from '../shared/navigation';
import { pricingSchema } from '../shared/pricing';
import { isoDate, listWire } from './common';

/* The answers of the content API: posts, their taxonomy and comments, media, SEO, shared content. */

const personWire = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
});

const termWire = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});

/** A post in a list: everything but its body. */
export const postSummaryWire = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  status: z.enum(postStatuses),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  authorId: z.number().nullable(),
  author: personWire.nullable(),
  categories: z.array(termWire),
  tags: z.array(termWire),
});

/** GET /api/posts (readers see published posts only; staff theirs and, by role, everyone's). */
export const postListWire = listWire('posts', postSummaryWire);

/** One post with its sanitized HTML body. */
export const postWire = postSummaryWire.extend({ content: z.string() });

/** A save's answer: the post, and the revision the save made (none when nothing changed). */
export const savedPostWire = postWire.extend({ revisionId: z.number().nullable() });

export const postAuthorListWire = z.object({ authors: z.array(personWire) });

/** POST /api/preview: the body as the public page would show it. */
export const postPreviewWire = z.object({ title: z.string(), content: z.string() });

/** A category or tag, with how many published posts it has. */
export const termWithCountWire = termWire.extend({ postCount: z.number() });
export const categoryListWire = listWire('categories', termWithCountWire);
export const tagListWire = listWire('tags', termWithCountWire);

/** A comment with its replies (a deleted one keeps its place, without author or text). */
export const commentWire = z.object({
  id: z.number(),
  postId: z.number(),
  parentId: z.number().nullable(),
  content: z.string(),
  isApproved: z.boolean(),
  createdAt: isoDate,
  deleted: z.boolean(),
  author: z.object({ username: z.string(), fullName: z.string().nullable() }).nullable(),
  post: z.object({ id: z.number(), title: z.string(), slug: z.string() }).optional(),
  get replies() {
    return z.array(commentWire);
  },
});
export const commentListWire = listWire('comments', commentWire);

export const mediaWire = z.object({
  id: z.number(),
  url: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  uploadedBy: z.number().nullable(),
  createdAt: isoDate,
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
});
export const mediaListWire = listWire('media', mediaWire);

export const seoOverrideListWire = z.object({
  overrides: z.array(
    z.object({
      path: z.string(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      image: z.string().nullable(),
      updatedAt: isoDate,
    }),
  ),
});

/** The shared content pages show: what was saved, as its schema made it. */
export const pricingWire = pricingSchema;
export const navigationWire = navigationSchema;
