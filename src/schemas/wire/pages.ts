import { z } from '../zod';
import { blockSchema } from '../blocks/catalog';
import { pageStatuses } from '../pages';
import { isoDate, listWire, type Received } from './common';

/** One line of GET /api/pages. */
export const pageSummaryWire = z.object({
  id: z.number(),
  path: z.string(),
  title: z.string(),
  status: z.enum(pageStatuses),
  publishedAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export type PageSummary = Received<typeof pageSummaryWire>;

/** GET /api/pages/:id, and the answer of a create or a save. */
export const pageDetailWire = pageSummaryWire.extend({
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoImage: z.string().nullable(),
  blocks: z.array(blockSchema),
});
export type PageDetail = Received<typeof pageDetailWire>;

/** One type of GET /api/blocks: what the builder's catalog and its forms are made from. */
export const blockTypeWire = z.object({
  type: z.string(),
  label: z.string(),
  description: z.string(),
  /** Whether its view runs code in the browser (a form, a dialog, a calculator, a video). */
  interactive: z.boolean(),
  /** The JSON Schema of its `data`, field labels as `title` and the builder's `widget`. */
  schema: z.record(z.string(), z.unknown()),
  /** The data a new block of this type starts with. */
  starter: z.record(z.string(), z.unknown()),
});
export type BlockTypeInfo = Received<typeof blockTypeWire>;

/** GET /api/pages */
export const pageListWire = listWire('pages', pageSummaryWire);
export type PageList = Received<typeof pageListWire>;

/** A save's answer: the page, and the revision the save made. */
export const savedPageWire = pageDetailWire.extend({ revisionId: z.number().nullable() });

/** GET /api/blocks */
export const blockTypeListWire = z.array(blockTypeWire);
