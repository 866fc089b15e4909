import { analyticsController } from '../controllers/analytics-controller';
import * as portability from '../controllers/portability-controller';
import { redirectController } from '../controllers/redirect-controller';
import { requireCapability as may } from '../middleware/guards';
import { analyticsExportSchema, analyticsRangeSchema, beaconSchema } from '../schemas/analytics';
import { importUploadSchema } from '../schemas/imports';
import {
  redirectCreateSchema,
  redirectImportSchema,
  redirectQuerySchema,
} from '../schemas/redirects';
import {
  analyticsGlanceWire,
  analyticsSummaryWire,
  postViewsWire,
} from '../schemas/wire/analytics';
import { contentImportAnswerWire, contentImportListWire } from '../schemas/wire/imports';
import { redirectImportWire, redirectListWire, redirectWire } from '../schemas/wire/redirects';
import { z } from '../schemas/zod';
import {
  accepted,
  archiveFile,
  consume,
  created,
  csvFile,
  del,
  get,
  noContent,
  post,
  unseen,
  uploadUnseen,
  type Route,
  type RouteDependencies,
} from '../route-kit';

/** POST /api/imports: the multipart form (the file is read by multer, the rest by its schema). */
const importUploadForm = importUploadSchema.extend({
  file: z.string().meta({ format: 'binary', description: 'A WordPress WXR or Ghost JSON export' }),
});

/** The site's content going out and coming in, and old addresses sent on to where things are now. */
export function portabilityRoutes({ db, mediaStorage, importsDir }: RouteDependencies): Route[] {
  const archive = portability.portabilityController(db, mediaStorage);
  const imports = portability.importController(db, { importsDir, mediaStorage });
  const receive = portability.receiveImportFile(importsDir);
  const redirects = redirectController();
  const importer = may('content:import');
  const editor = may('redirects:manage');
  return [
    get('/api/exports/content', [may('content:export')], archive.exportContent, {
      summary: 'Download the site’s content as an archive',
      answer: archiveFile,
    }),
    // An import's dry run writes nothing; its job reports what it changed itself.
    get('/api/imports', [importer], imports.list, {
      summary: 'List imports from WordPress and Ghost',
      answer: contentImportListWire,
    }),
    post('/api/imports', [importer, receive], imports.check, {
      ...uploadUnseen,
      summary: 'Upload a WordPress or Ghost export and check it (a dry run)',
      body: importUploadForm,
      answer: created(contentImportAnswerWire),
    }),
    get('/api/imports/:id', [importer], imports.show, {
      summary: 'Read an import and its report',
      answer: contentImportAnswerWire,
    }),
    post('/api/imports/:id/run', [importer], imports.start, {
      ...unseen,
      summary: 'Run a checked import',
      answer: accepted(contentImportAnswerWire),
    }),

    // A 301 is kept in the public cache: every change to the redirects clears it.
    get('/api/redirects', [editor], redirects.list, {
      summary: 'List redirects',
      query: redirectQuerySchema,
      answer: redirectListWire,
    }),
    post('/api/redirects', [editor], redirects.create, {
      summary: 'Add a redirect',
      body: redirectCreateSchema,
      answer: created(redirectWire),
    }),
    post('/api/redirects/import', [editor], redirects.importCsv, {
      summary: 'Add redirects from CSV',
      body: redirectImportSchema,
      answer: redirectImportWire,
    }),
    del('/api/redirects/:id', [editor], redirects.remove, {
      summary: 'Delete a redirect',
      answer: noContent,
    }),
  ];
}

/** First-party analytics: the beacon anyone may send, and the figures editors read. */
export function analyticsRoutes({ db, analytics, limiters }: RouteDependencies): Route[] {
  const controller = analyticsController(db, analytics);
  const readers = may('analytics:read');
  return [
    post('/api/events', [consume(limiters.events)], controller.collect, {
      ...unseen,
      // Without a session cookie, answered ahead of Express: src/middleware/beacon-front-door.ts.
      bodyType: 'beacon',
      summary: 'Count a page view or a sign-up click (the site’s own beacon)',
      body: beaconSchema,
      answer: { status: 202 },
    }),
    get('/api/analytics/summary', [readers], controller.summary, {
      summary: 'Traffic figures for a range of days',
      query: analyticsRangeSchema,
      answer: analyticsSummaryWire,
    }),
    get('/api/analytics/glance', [readers], controller.glance, {
      summary: 'Today’s and this week’s traffic at a glance',
      answer: analyticsGlanceWire,
    }),
    get('/api/analytics/posts', [readers], controller.posts, {
      summary: 'Views per post',
      answer: postViewsWire,
    }),
    get('/api/analytics/export.csv', [readers], controller.exportCsv, {
      summary: 'Export a range’s figures as CSV',
      query: analyticsExportSchema,
      answer: csvFile,
    }),
  ];
}
