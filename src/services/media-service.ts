import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Transaction } from 'objection';
import { permits } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { Media } from '../models/site-content';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { changedValues } from './activity/changes';
import { processImage } from './image-processing';
import { maxUploadBytes, mediaMessages } from '../schemas/media';
import { uploadsUrl, type MediaStorage } from './media-storage/media-storage';

/** Responsive widths (SPEC §9): `name-640w.jpg` and so on beside the original. */
export const variantWidths = [640, 768, 1024, 1280] as const;

export { maxUploadBytes };
export const messages = mediaMessages;

const formats: Record<string, { ext: string; mime: string; variants: boolean }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', variants: true },
  png: { ext: 'png', mime: 'image/png', variants: true },
  webp: { ext: 'webp', mime: 'image/webp', variants: true },
  gif: { ext: 'gif', mime: 'image/gif', variants: false },
};

function toView(media: Media) {
  const url = `${uploadsUrl}/${media.fileName}`;
  const base = media.fileName.replace(/\.[^.]+$/, '');
  const ext = path.extname(media.fileName);
  const hasVariants = Object.values(formats).some(
    (format) => format.mime === media.mime && format.variants,
  );
  const variants = hasVariants
    ? variantWidths
        .filter((width) => (media.width ?? 0) > width)
        .map((width) => ({ width, url: `${uploadsUrl}/${base}-${width}w${ext}` }))
    : [];
  return {
    id: media.id,
    url,
    fileName: media.fileName,
    originalName: media.originalName,
    mime: media.mime,
    size: media.size,
    width: media.width,
    height: media.height,
    alt: media.alt,
    uploadedBy: media.uploadedBy,
    createdAt: media.createdAt,
    variants,
  };
}

export async function listMedia() {
  const items = await Media.query().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  return { media: items.map(toView), total: items.length };
}

export interface Upload {
  buffer: Buffer;
  originalName: string;
}

/**
 * Stores an image in the media library's storage. The type is read from the bytes, not the name or the
 * browser's claim, and the image is re-encoded (dropping metadata such as GPS) with its variants.
 * An animated GIF is stored as its first frame, a still GIF. `record` runs in the transaction
 * that adds the row (the activity entry, the import's mapping); the files go if it fails.
 */
async function storeImage(
  storage: MediaStorage,
  upload: Upload & { alt: string; uploadedBy: number | null },
  record: (trx: Transaction, stored: Media) => Promise<void>,
) {
  const { info, plan, original, variants } = await processImage(upload.buffer, (image) => {
    const format = formats[image.format];
    if (!format) throw new ValidationError(messages.notAnImage, { file: messages.notAnImage });
    const widths = format.variants ? variantWidths.filter((width) => width < image.width) : [];
    return { format, variantWidths: widths };
  });
  const { ext, mime } = plan.format;
  const base = randomUUID();
  const fileName = `${base}.${ext}`;
  const files = [
    { file: fileName, data: original },
    ...plan.variantWidths.map((width, index) => ({
      file: `${base}-${width}w.${ext}`,
      data: variants[index]!,
    })),
  ];
  try {
    for (const { file, data } of files) await storage.save(file, data, mime);
    const media = await Media.transaction(async (trx) => {
      const stored = await Media.query(trx).insertAndFetch({
        fileName,
        originalName: upload.originalName.replace(/[^\w.\- ]+/g, '_').slice(0, 255) || fileName,
        mime,
        size: original.length,
        width: info.width,
        height: info.height,
        alt: upload.alt.trim(),
        uploadedBy: upload.uploadedBy,
      });
      await record(trx, stored);
      return stored;
    });
    return toView(media);
  } catch (error) {
    await storage.remove(files.map(({ file }) => file)).catch(() => {});
    throw error;
  }
}

export function uploadMedia(
  storage: MediaStorage,
  upload: Upload,
  alt: string,
  viewer: SessionUser,
  by: ActivityActor,
) {
  return storeImage(storage, { ...upload, alt, uploadedBy: viewer.id }, (trx, stored) =>
    recordActivity(trx, by, {
      action: 'media.uploaded',
      object: mediaObject(stored),
      summary: { mime: stored.mime, size: stored.size, width: stored.width, height: stored.height },
    }),
  );
}

/** An image brought in by an import: `remember` keeps its source address in the same transaction. */
export function storeImportedImage(
  storage: MediaStorage,
  upload: Upload & { uploadedBy: number | null },
  remember: (trx: Transaction, mediaId: number) => Promise<void>,
) {
  return storeImage(storage, { ...upload, alt: '' }, (trx, stored) => remember(trx, stored.id));
}

const mediaObject = (media: Media) =>
  ({ type: 'media', id: media.id, label: media.originalName }) as const;

async function findChangeable(trx: Transaction, id: number, viewer: SessionUser) {
  const media = await Media.query(trx).findById(id).forUpdate();
  if (!media) throw new NotFoundError(messages.notFound);
  if (media.uploadedBy !== viewer.id && !permits(viewer, 'media:manage-any'))
    throw new ForbiddenError(messages.notYours);
  return media;
}

export async function updateMediaAlt(
  id: number,
  alt: string,
  viewer: SessionUser,
  by: ActivityActor,
) {
  await Media.transaction(async (trx) => {
    const media = await findChangeable(trx, id, viewer);
    await Media.query(trx).findById(id).patch({ alt: alt.trim() });
    await recordActivity(trx, by, {
      action: 'media.updated',
      object: mediaObject(media),
      summary: changedValues({ alt: media.alt }, { alt: alt.trim() }),
    });
  });
  return toView(await Media.query().findById(id).throwIfNotFound());
}

export async function deleteMedia(
  storage: MediaStorage,
  id: number,
  viewer: SessionUser,
  by: ActivityActor,
) {
  const media = await Media.transaction(async (trx) => {
    const found = await findChangeable(trx, id, viewer);
    await Media.query(trx).deleteById(id);
    await recordActivity(trx, by, {
      action: 'media.deleted',
      object: mediaObject(found),
      summary: { fileName: found.fileName, uploadedBy: found.uploadedBy },
    });
    return found;
  });
  const base = media.fileName.replace(/\.[^.]+$/, '');
  const ext = path.extname(media.fileName);
  const files = [media.fileName, ...variantWidths.map((width) => `${base}-${width}w${ext}`)];
  await storage.remove(files);
}
