import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { PayloadTooLargeError, ValidationError } from '../errors';
import type { Knex } from 'knex';
import { recordExport } from '../services/activity/activity-log';
import type { MediaStorage } from '../services/media-storage/media-storage';
import { exportSlots } from '../services/leads/lead-export';
import { writeSiteArchive } from '../services/portability/site-export';
import {
  checkImport,
  getImport,
  listImports,
  startImport,
  type ImportPlaces,
} from '../services/portability/content-import-jobs';
import { importUploadSchema } from '../schemas/imports';
import { actorOf, idParam } from './params';

/** A WordPress or Ghost export: 50 MB holds thousands of posts. */
export const maxImportBytes = 64 * 1024 * 1024;

export const importUploadMessages = {
  missingFile: 'Choose the export file to import',
  tooLarge: 'The file is over 64 MB, the largest export this site takes',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/** One `file` field, written to DATA_DIR/imports as it arrives (never held in memory). */
export function receiveImportFile(importsDir: string): RequestHandler {
  const receive = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        mkdirSync(importsDir, { recursive: true });
        done(null, importsDir);
      },
      filename: (_req, _file, done) => done(null, `upload-${randomUUID()}`),
    }),
    limits: { fileSize: maxImportBytes, files: 1, fields: 2, fieldSize: 1024 },
  }).single('file');
  return (req: Request, res: Response, next: NextFunction) =>
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return next(new PayloadTooLargeError(importUploadMessages.tooLarge));
      }
      if (error instanceof multer.MulterError) {
        return next(new ValidationError(importUploadMessages.missingFile, { file: error.message }));
      }
      next(error ? new ValidationError(importUploadMessages.unreadable) : undefined);
    });
}

/** Moving in from WordPress or Ghost (admins): check a file, start it, follow it. */
export function importController(db: Knex, places: ImportPlaces) {
  return {
    async check(req: Request, res: Response) {
      if (!req.file) {
        const message = importUploadMessages.missingFile;
        throw new ValidationError(message, { file: message });
      }
      try {
        const { siteUrl } = importUploadSchema.parse(req.body ?? {});
        const upload = { file: req.file.path, originalName: req.file.originalname, siteUrl };
        res.status(201).json({ import: await checkImport(db, upload, places, actorOf(req)) });
      } finally {
        // Kept (renamed) when checked; anything else goes at once.
        await rm(req.file.path, { force: true });
      }
    },
    async start(req: Request, res: Response) {
      res.status(202).json({ import: await startImport(db, idParam(req, 'No such import')) });
    },
    async show(req: Request, res: Response) {
      res.json({ import: await getImport(db, idParam(req, 'No such import')) });
    },
    async list(_req: Request, res: Response) {
      res.json({ imports: await listImports(db) });
    },
  };
}

/** Taking the site's content away: "Export content" in the admin, for admins. */
export function portabilityController(db: Knex, mediaStorage: MediaStorage) {
  return {
    /**
     * The posts, pages, taxonomy, media (with their files), settings, navigation, redirects and
     * SEO overrides as one archive (no accounts, leads, comments or logs), streamed as it is
     * written. The export is an activity entry of its own, written first.
     */
    async exportContent(req: Request, res: Response) {
      await exportSlots.run(async () => {
        await recordExport(actorOf(req), 'export.content', {}, db);
        const day = new Date().toISOString().slice(0, 10);
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Content-Disposition', `attachment; filename="site-content-${day}.tar.gz"`);
        await writeSiteArchive(db, { scope: 'content', mediaStorage }, res);
      });
    },
  };
}
