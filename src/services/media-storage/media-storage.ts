import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import type { MediaStorageConfig } from '../../config/media-storage-env';
import { uploadsUrl } from '../../content/media-urls';
import { diskStorage } from './disk-storage';

/** One file of the media library: an upload or one of its variants, named as under /uploads. */
export interface StoredFile {
  name: string;
  bytes: number;
}

/**
 * Where the media library's files live: DATA_DIR/uploads or an S3-compatible bucket. Names are
 * flat (`<uuid>.jpg`, `<uuid>-640w.jpg`) and never reused, so every file can be cached for good.
 */
export interface MediaStorage {
  readonly kind: MediaStorageConfig['kind'];
  /** Where pages point the library's images: `/uploads`, or the bucket's public URL (a CDN). */
  readonly publicBaseUrl: string;
  save(name: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Files that are already gone are not an error. */
  remove(names: readonly string[]): Promise<void>;
  /** Every file, by name: what a site export packs. */
  list(): Promise<StoredFile[]>;
  read(name: string): Promise<Readable>;
  /**
   * Puts a folder of files (a site archive's uploads, unpacked) into the library. With
   * `replace`, what was there before goes.
   */
  adopt(folder: string, replace: boolean): Promise<void>;
  /** Answers GET and HEAD under /uploads, with a year's caching and ETag/304. */
  readonly serve: RequestHandler;
}

export { uploadsUrl };

/** Library file names: what `save` is ever given, and all `serve` answers for. */
export const storedFileName = /^[\w-]+(\.[a-z0-9]+)?$/i;

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The type of a library file, by its ending (the library only stores what it re-encoded). */
export const contentTypeOf = (name: string) =>
  contentTypes[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * The storage the configuration names. The S3 client is loaded on first use: it is large, and a
 * site on the local disk never needs it.
 */
export function mediaStorageOf(config: MediaStorageConfig): MediaStorage {
  if (config.kind === 'disk') return diskStorage(config.dir);
  let loaded: Promise<MediaStorage> | undefined;
  const bucket = () =>
    (loaded ??= import('./s3-storage').then(({ s3Storage }) => s3Storage(config)));
  return {
    kind: 's3',
    publicBaseUrl: config.publicUrl ?? uploadsUrl,
    save: async (...args) => (await bucket()).save(...args),
    remove: async (names) => (await bucket()).remove(names),
    list: async () => (await bucket()).list(),
    read: async (name) => (await bucket()).read(name),
    adopt: async (folder, replace) => (await bucket()).adopt(folder, replace),
    serve: (req, res, next) => {
      bucket().then((storage) => storage.serve(req, res, next), next);
    },
  };
}
