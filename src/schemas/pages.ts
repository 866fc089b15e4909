import { z } from './zod';
import { optionalSlug, requiredText, text, urlOrPath } from './common';
import { editingSessionSchema, revisionBase } from './revisions';

export const pageInputSchema = z.object({
  title: requiredText(300, 'Title'),
  slug: optionalSlug,
  content: text(200_000, 'Content').default(''),
  status: z.enum(['draft', 'published'], { error: 'Unknown status' }).default('draft'),
  seoTitle: text(300, 'SEO title')
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null),
  seoDescription: text(500, 'SEO description')
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null),
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
