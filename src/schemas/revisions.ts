import { idSchema, text } from './common';
import { z } from './zod';

export const revisionKinds = ['autosave', 'save', 'publish', 'restore'] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/**
 * One open editor (a tab): its autosaves collapse into one revision, and presence is counted per
 * session. The browser makes it up (a random UUID) when the editor opens.
 */
export const editingSessionSchema = z
  .string({ error: 'Editing session is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Editing session must be 8 to 64 letters, digits, - or _');

/**
 * What every save and autosave of a post or page may carry besides the content: the version the
 * editor loaded, its session and the newest revision it has seen. Someone else's change newer
 * than those makes a save a conflict.
 */
export const revisionBase = {
  /** The `updatedAt` the editor loaded; a newer one in the database means a conflicting edit. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  editingSession: editingSessionSchema.optional(),
  baseRevisionId: z
    .number({ error: 'Invalid revision id' })
    .int('Invalid revision id')
    .min(0, 'Invalid revision id')
    .optional(),
  /**
   * That revision's `updatedAt` as the editor saw it: another session's autosave keeps updating
   * its one revision, and an update after this moment is newer too.
   */
  baseRevisionAt: z.iso.datetime({ offset: true, error: 'Invalid date' }).optional(),
};

/**
 * PUT /api/posts/:id/presence and /api/pages/:id/presence: "I still have this open" (from the
 * signed-in session when the body names no editing session).
 */
export const presenceSchema = z.object({ editingSession: editingSessionSchema.optional() });

/** An autosave keeps a post or page as typed so far: one with no title yet is still worth keeping. */
export const autosaveTitle = { title: text(300, 'Title').default('') };

/** The `:revisionId` path parameter (400 when not a number). */
export const revisionIdSchema = idSchema;

/** Settings in context `revisions` (PUT /api/settings, admins): how many revisions a post keeps. */
export const revisionSettingsSchema = z.object({
  keepLatest: z
    .int('Keep a whole number of revisions')
    .min(5, 'Keep at least 5 revisions')
    .max(1_000, 'Keep at most 1000 revisions'),
});
export type RevisionSettings = z.infer<typeof revisionSettingsSchema>;
export const defaultRevisionSettings: RevisionSettings = { keepLatest: 50 };

/** POST …/revisions/:revisionId/restore: the editor that restores, if any. */
export const restoreSchema = z.object({ editingSession: editingSessionSchema.optional() });
