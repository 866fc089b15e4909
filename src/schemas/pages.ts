import { z } from './zod';
import {
  emptyAsNull,
  futureDateWhenScheduled,
  optionalDateTime,
  requiredText,
  text,
  urlOrPath,
} from './common';
import { pageBlocksSchema } from './blocks/catalog';
import { autosaveTitle, revisionBase } from './revisions';

export const pageStatuses = ['draft', 'published', 'scheduled'] as const;
export type PageStatus = (typeof pageStatuses)[number];

export const pageMessages = {
  scheduledNeedsDate: 'Choose a future date and time for a scheduled page',
} as const;

/**
 * The largest body a page's save, autosave or creation may send: a hundred blocks of ordinary
 * length fit many times over, and a page bigger than this would be slow to serve anyway.
 */
export const maxPageBodyBytes = 256 * 1024;

/**
 * A site path a page may answer at: `/`, or segments of lowercase letters, digits and dashes
 * (`/solutions/ai-consulting`); so never a file name with an extension. Which paths are free is
 * the page service's rule (src/services/page-paths.ts).
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

/** A page's fields, before the rules across them (a scheduled page needs its date). */
export const pageFieldsSchema = z.object({
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
  seoImage: emptyAsNull(urlOrPath),
  ...revisionBase,
});

/** POST /api/pages and PUT /api/pages/:id. */
export const pageInputSchema = pageFieldsSchema.superRefine(
  futureDateWhenScheduled(pageMessages.scheduledNeedsDate),
);
export type PageInput = z.infer<typeof pageInputSchema>;

/**
 * PUT /api/pages/:id/autosave: the save's body, as typed so far (a page with no title yet is
 * still worth keeping). Without an editing session, the server takes the signed-in session's.
 */
export const pageAutosaveSchema = pageFieldsSchema.extend(autosaveTitle);
export type PageAutosave = z.infer<typeof pageAutosaveSchema>;
