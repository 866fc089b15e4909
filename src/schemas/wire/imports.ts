import { z } from '../zod';
import { isoDate, type Received, type Sent } from './common';

const importStates = ['checked', 'queued', 'running', 'done', 'failed'] as const;

const kindCountsWire = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});

/** What an import did, or, as a dry run's plan, will do (services/portability/import-report.ts). */
export const importReportWire = z.object({
  platform: z.enum(['wordpress', 'ghost']),
  site: z.object({ title: z.string(), url: z.string() }),
  counts: z.object({
    authors: kindCountsWire,
    categories: kindCountsWire,
    tags: kindCountsWire,
    posts: kindCountsWire,
    pages: kindCountsWire,
    comments: kindCountsWire,
    media: kindCountsWire,
    redirects: kindCountsWire,
  }),
  skipped: z.array(z.object({ item: z.string(), reason: z.string() })),
  warnings: z.array(z.string()),
});
export type ImportReportView = Received<typeof importReportWire>;

/** An import run from the admin: its dry run, then its progress (`done` of `total` entries). */
export const contentImportWire = z.object({
  id: z.number(),
  platform: z.enum(['wordpress', 'ghost']),
  fileName: z.string(),
  state: z.enum(importStates),
  plan: importReportWire,
  done: z.number(),
  total: z.number(),
  result: importReportWire.nullable(),
  error: z.string().nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type ContentImportView = Received<typeof contentImportWire>;
export type ContentImportSent = Sent<typeof contentImportWire>;

/** POST /api/imports, POST /api/imports/:id/run, GET /api/imports/:id */
export const contentImportAnswerWire = z.object({ import: contentImportWire });
export type ContentImportAnswer = Received<typeof contentImportAnswerWire>;

/** GET /api/imports: the last 20, newest first. */
export const contentImportListWire = z.object({ imports: z.array(contentImportWire) });
export type ContentImportList = Received<typeof contentImportListWire>;
