import { z } from '../zod';
import { blockSchema } from '../blocks/catalog';
import { pageStatuses } from '../pages';
import { isoDate, type Received } from './common';

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
export type PageList = { pages: PageSummary[]; total: number };

/** GET /api/pages/:id, and the answer of a create or a save. */
export const pageDetailWire = pageSummaryWire.extend({
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoImage: z.string().nullable(),
  blocks: z.array(blockSchema),
});
export type PageDetail = Received<typeof pageDetailWire>;
