import { z } from './zod';
import {
  emptyAsNull,
  futureDateWhenScheduled,
  idValue,
  optionalDateTime,
  optionalSlug,
  pagingSchema,
  requiredText,
  slugSchema,
  text,
  urlOrPath,
} from './common';
import { autosaveTitle, revisionBase } from './revisions';

export const postStatuses = ['draft', 'published', 'scheduled', 'archived'] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postMessages = {
  titleRequired: 'Title is required',
  scheduledNeedsDate: 'Choose a future date and time for a scheduled post',
} as const;

export const postListQuerySchema = pagingSchema.extend({
  search: text(200, 'Search').optional(),
  category: slugSchema.optional(),
  tag: slugSchema.optional(),
  status: z.enum([...postStatuses, 'all'], { error: 'Unknown status' }).optional(),
  authorId: idValue.optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

const ids = z.array(idValue).max(50, 'Too many items').default([]);

const postFields = z.object({
  title: requiredText(300, 'Title'),
  slug: optionalSlug,
  excerpt: text(1000, 'Excerpt').default(''),
  content: text(200_000, 'Content').default(''),
  featuredImage: emptyAsNull(
    urlOrPath.refine((value) => !value.includes('\u0000'), 'URL contains an invalid character'),
  ),
  status: z.enum(postStatuses, { error: 'Unknown status' }).default('draft'),
  publishedAt: optionalDateTime(),
  categoryIds: ids,
  tagIds: ids,
  ...revisionBase,
});

export const postInputSchema = postFields.superRefine(
  futureDateWhenScheduled(postMessages.scheduledNeedsDate),
);
export type PostInput = z.infer<typeof postInputSchema>;

/**
 * PUT /api/posts/:id/autosave: the save's body, from an editing session (the signed-in session's
 * when it names none); a half-written post with no title yet is still worth keeping.
 */
export const postAutosaveSchema = postFields.extend(autosaveTitle);
export type PostAutosave = z.infer<typeof postAutosaveSchema>;

/** What the preview sandbox sends: nothing is stored, the body comes back sanitized. */
export const postPreviewSchema = z.object({
  title: text(300, 'Title').default(''),
  content: text(200_000, 'Content').default(''),
});
