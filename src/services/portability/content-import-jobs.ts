import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { Model } from 'objection';
import type { Logger } from 'pino';
import { sentFields } from '../../schemas/wire/common';
import { contentImportWire, type ContentImportSent } from '../../schemas/wire/imports';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { enqueue, type JobRow } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { ActivityActor } from '../activity/activity-log';
import { mediaStorageOf, type MediaStorage } from '../media-storage/media-storage';
import type { DatabaseConfig } from '../../config/env';
import { BoundedWork } from '../bounded-work';
import { importContent } from './content-import';
import type { ContentSource, SourcePlatform } from './content-source';
import { ghostSource } from './ghost-source';
import { entriesIn } from './import-report';
import { wordpressSource } from './wordpress-source';

/*
 * An import run from the admin (/admin/content/import): the upload is checked at once by a dry
 * run, which the admin reads; the import itself is a job on the queue, which reports its
 * progress on the row the screen polls. The file waits in DATA_DIR/imports until the job is done.
 */

export const contentImportKind = 'content.import';

export const contentImportMessages = {
  unknownFormat:
    'This file is neither a WordPress export (.xml from Tools → Export) nor a Ghost export (.json from Settings → Export)',
  notFound: 'No such import',
  notWaiting: 'This import has already been started',
  busy: 'Another import is being checked. Please try again in a minute.',
} as const;

/** An import as the API answers it (the screen reads the same shape). */
type ContentImportView = ContentImportSent;

/** The row as the API answers it: not who made it, nor the old site's address. */
const toView = (row: ContentImportView) => sentFields(contentImportWire, row);

/** One dry run at a time: each reads a whole file, up to the upload limit. */
const checks = new BoundedWork({
  concurrency: 1,
  maxWaiting: 2,
  busyMessage: contentImportMessages.busy,
  retryAfterSeconds: 30,
});

const extensionOf = { wordpress: 'xml', ghost: 'json' } as const;

/** WordPress writes XML and Ghost JSON: the first character tells them apart. */
async function platformOf(file: string): Promise<SourcePlatform> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const start = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (start.startsWith('<')) return 'wordpress';
    if (start.startsWith('{')) return 'ghost';
  } finally {
    await handle.close();
  }
  throw new ValidationError(contentImportMessages.unknownFormat, {
    file: contentImportMessages.unknownFormat,
  });
}

const sourceOf = (platform: SourcePlatform, file: string, siteUrl: string | null): ContentSource =>
  platform === 'ghost' ? ghostSource(file, { siteUrl: siteUrl ?? '' }) : wordpressSource(file);

export interface ImportPlaces {
  /** DATA_DIR/imports: uploaded files waiting for their job. */
  importsDir: string;
  mediaStorage: MediaStorage;
  /** Fetch images from loopback and private networks (tests; never in production). */
  fetchPrivate?: boolean;
}

/** Where imports keep their files under DATA_DIR. */
export const importPlacesOf = (config: DatabaseConfig): ImportPlaces => ({
  importsDir: path.join(config.dataDir, 'imports'),
  mediaStorage: mediaStorageOf(config.mediaStorage),
});

/** Reads an uploaded file as a dry run and keeps it, with the plan, for the admin to start. */
export async function checkImport(
  db: Knex,
  upload: { file: string; originalName: string; siteUrl?: string | undefined },
  places: ImportPlaces,
  by: ActivityActor,
): Promise<ContentImportView> {
  return checks.run(async () => {
    const platform = await platformOf(upload.file);
    const siteUrl = upload.siteUrl || null;
    const plan = await importContent(db, sourceOf(platform, upload.file, siteUrl), {
      dryRun: true,
      media: { mediaStorage: places.mediaStorage, fetchRemote: false },
      by,
    });
    const [row] = await db('contentImports')
      .insert({
        platform,
        siteUrl,
        fileName: upload.originalName.replace(/[^\w.\- ]+/g, '_').slice(0, 255) || 'export',
        plan: JSON.stringify(plan),
        total: entriesIn(plan),
        createdBy: by.userId,
      })
      .returning('*');
    await rename(upload.file, path.join(places.importsDir, `${row.id}.${extensionOf[platform]}`));
    return toView(row);
  });
}

export async function getImport(db: Knex, id: number): Promise<ContentImportView> {
  const row = await db('contentImports').where('id', id).first();
  if (!row) throw new NotFoundError(contentImportMessages.notFound);
  return toView(row);
}

export async function listImports(db: Knex): Promise<ContentImportView[]> {
  return (await db('contentImports').orderBy('id', 'desc').limit(20)).map(toView);
}

/** Puts a checked import on the queue (once: starting it twice is refused). */
export async function startImport(db: Knex, id: number): Promise<ContentImportView> {
  return db.transaction(async (trx) => {
    const row = await trx('contentImports').where('id', id).forUpdate().first();
    if (!row) throw new NotFoundError(contentImportMessages.notFound);
    if (row.state !== 'checked') throw new ConflictError(contentImportMessages.notWaiting);
    const [queued] = await trx('contentImports')
      .where('id', id)
      .update({ state: 'queued' })
      .returning('*');
    await enqueue(trx, {
      kind: contentImportKind,
      payload: { importId: id },
      idempotencyKey: `${contentImportKind}:${id}`,
      maxAttempts: 5,
    });
    return toView(queued);
  });
}

/**
 * Runs a queued import. Progress is written after each batch; a worker that dies part way is
 * followed by another that runs it again, and the ledger makes what was already imported count
 * as unchanged. A file the importer refuses ends the import as failed, with the reason.
 */
export function contentImportHandler(places: ImportPlaces, logger: Logger): JobHandler {
  return {
    kind: contentImportKind,
    timeoutMs: 30 * 60_000,
    async run(job: JobRow) {
      const db = Model.knex();
      const id = Number(job.payload.importId);
      const row = await db('contentImports').where('id', id).first();
      if (!row || row.state === 'done' || row.state === 'failed') return;
      const file = path.join(
        places.importsDir,
        `${id}.${extensionOf[row.platform as SourcePlatform]}`,
      );
      const creator = row.createdBy
        ? await db('users').select('username').where('id', row.createdBy).first()
        : null;
      const by = { userId: row.createdBy, name: creator?.username ?? 'deleted', address: null };
      await db('contentImports').where('id', id).update({ state: 'running', done: 0 });
      const finish = (update: Record<string, unknown>) =>
        db('contentImports')
          .where('id', id)
          .update({ ...update, finishedAt: new Date() });
      try {
        const result = await importContent(db, sourceOf(row.platform, file, row.siteUrl), {
          dryRun: false,
          media: {
            mediaStorage: places.mediaStorage,
            fetchRemote: true,
            fetchPrivate: places.fetchPrivate,
          },
          by,
          total: row.total,
          onProgress: (done, total) =>
            void db('contentImports')
              .where('id', id)
              .update({ done, total })
              .catch(() => undefined),
        });
        await finish({ state: 'done', done: row.total, result: JSON.stringify(result) });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        logger.warn({ importId: id, reason: error.message }, 'content import refused');
        await finish({ state: 'failed', error: error.message });
      }
      await rm(file, { force: true });
    },
  };
}
