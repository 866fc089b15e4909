import { z } from './zod';
import { optionalDateTime, requiredText, text, urlOrPath } from './common';
import { pageBlocksSchema } from './blocks/catalog';
import { editingSessionSchema, revisionBase } from './revisions';

export const pageStatuses = ['draft', 'published', 'scheduled'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/**
 * A site path a page may answer at: `/`, or segments of lowercase letters, digits and dashes
 * (`/solutions/ai-consulting`). Which paths are free is the page service's rule.
 */
export const pagePathSchema = z
  .string({ error: 'Path is required' })
  .trim()
  .toLowerCase()
  .max(300, 'Path must be at most 300 characters')
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    'Path must start with / and contain only lowercase letters, digits, dashes and single slashes',
  );

const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null);

export const pageInputSchema = z.object({
  title: requiredText(300, 'Title'),
  /** Empty means "derive it from the title" (`/about-us`). */
  path: z
    .union([pagePathSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || undefined),
  blocks: pageBlocksSchema.default([]),
  status: z.enum(pageStatuses, { error: 'Unknown status' }).default('draft'),
  /** When a scheduled page goes live; a published page keeps its first publication date. */
  publishedAt: optionalDateTime(),
  seoTitle: optionalText(300, 'SEO title'),
  seoDescription: optionalText(500, 'SEO description'),
  seoImage: urlOrPath
    .nullable()
    .optional()
    .transform((value) => value || null),
  /** The `updatedAt` the editor loaded; a newer one in the database means a conflicting edit. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  ...revisionBase,
});
export type PageInput = z.infer<typeof pageInputSchema>;

/** PUT /api/pages/:id/autosave: the save's body, from an editing session. */
export const pageAutosaveSchema = pageInputSchema.extend({
  title: text(300, 'Title').default(''),
  editingSession: editingSessionSchema,
});
export type PageAutosave = z.infer<typeof pageAutosaveSchema>;
