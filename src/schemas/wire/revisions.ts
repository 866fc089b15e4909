import { z } from '../zod';
import { blockSchema } from '../blocks/catalog';
import { revisionKinds } from '../revisions';
import { isoDate, type Received } from './common';

const personWire = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
});

/** One line of GET /api/posts/:id/revisions (and pages'): newest first. */
export const revisionSummaryWire = z.object({
  id: z.number(),
  kind: z.enum(revisionKinds),
  editingSession: z.string().nullable(),
  createdAt: isoDate,
  /** Later than `createdAt` for an autosave that later typing of its session updated. */
  updatedAt: isoDate,
  author: personWire.nullable(),
});
export type RevisionSummary = Received<typeof revisionSummaryWire>;

/** The content of a post's revision: the editable state at that moment. */
export const postRevisionContentWire = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  status: z.string(),
  publishedAt: z.string().nullable(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
});
export type PostRevisionContent = Received<typeof postRevisionContentWire>;

/** GET /api/posts/:id/revisions/:revisionId and the answer of a restore. */
export const postRevisionWire = revisionSummaryWire.extend({ content: postRevisionContentWire });
export type PostRevision = Received<typeof postRevisionWire>;

/** The content of a page's revision (one from before pages had blocks reads as one rich text block). */
export const pageRevisionContentWire = z.object({
  title: z.string(),
  path: z.string(),
  blocks: z.array(blockSchema),
  status: z.string(),
  publishedAt: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoImage: z.string().nullable(),
});
export const pageRevisionWire = revisionSummaryWire.extend({ content: pageRevisionContentWire });
export type PageRevision = Received<typeof pageRevisionWire>;

/** PUT /api/posts/:id/presence, and part of an autosave's answer: who else has it open. */
export const presenceWire = z.object({
  editors: z.array(personWire.extend({ lastSeenAt: isoDate })),
});
export type Presence = Received<typeof presenceWire>;

/** PUT /api/posts/:id/autosave. */
export const autosaveWire = presenceWire.extend({ revisionId: z.number(), savedAt: isoDate });
export type AutosaveAnswer = Received<typeof autosaveWire>;

/** GET /api/posts/:id/revisions and /api/pages/:id/revisions, newest first. */
export const revisionListWire = z.object({ revisions: z.array(revisionSummaryWire) });
export type RevisionList = Received<typeof revisionListWire>;
