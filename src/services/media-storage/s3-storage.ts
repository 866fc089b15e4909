import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { NextFunction, Request, Response } from 'express';
import type { MediaStorageConfig } from '../../config/media-storage-env';
import {
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../errors';
import {
  contentTypeOf,
  storedFileName,
  uploadsUrl,
  type MediaStorage,
  type StoredFile,
} from './media-storage';

type S3Config = Extract<MediaStorageConfig, { kind: 's3' }>;

/** DeleteObjects takes at most this many keys a call. */
const keysPerDelete = 1_000;
const yearLong = 'public, max-age=31536000, immutable';

/**
 * The media library in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…). Writes stream
 * in parts through the SDK's multipart upload; reads through the site stream the object to the
 * visitor as it arrives, so no file is ever held whole in memory.
 */
export function s3Storage(config: S3Config): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: R2, MinIO and other S3-compatible servers do
    // not all understand the SDK's newer default (a trailing checksum in aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const save = (name: string, body: Buffer | Readable, contentType: string) =>
    unavailableOnFailure(async () => {
      await new Upload({
        client,
        params: { Bucket, Key: name, Body: body, ContentType: contentType, CacheControl: yearLong },
      }).done();
    });

  const remove = (names: readonly string[]) =>
    unavailableOnFailure(async () => {
      for (let start = 0; start < names.length; start += keysPerDelete) {
        const batch = names.slice(start, start + keysPerDelete);
        const { Errors } = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (Errors?.length)
          throw new Error(`The bucket kept ${Errors.length} of them: ${Errors[0]?.Message}`);
      }
    });

  const list = () =>
    unavailableOnFailure(async () => {
      const files: StoredFile[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? [])
          if (object.Key) files.push({ name: object.Key, bytes: object.Size ?? 0 });
      }
      return files.sort((a, b) => a.name.localeCompare(b.name));
    });

  return {
    kind: 's3',
    publicBaseUrl: config.publicUrl ?? uploadsUrl,
    save,
    remove,
    list,
    read: (name) =>
      unavailableOnFailure(async () => {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return Body as Readable;
      }),
    async adopt(folder, replace) {
      const before = replace ? await list() : [];
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      const adopted = new Set<string>();
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const name = path.relative(folder, file).split(path.sep).join('/');
        await save(name, createReadStream(file), contentTypeOf(name));
        adopted.add(name);
      }
      await remove(before.map(({ name }) => name).filter((name) => !adopted.has(name)));
    },
    serve: (req, res, next) => void serveObject(client, Bucket, req, res, next),
  };
}

const notFound = () => new NotFoundError();
const unavailable = (cause: unknown) =>
  Object.assign(
    new ServiceUnavailableError('The media storage did not answer. Please try again.'),
    {
      cause,
    },
  );

/** A bucket that fails or cannot be reached is the site's outage (503), never a 500. */
async function unavailableOnFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error);
  }
}

/** GET and HEAD of one object, with the headers the local disk's files get and ETag/304. */
async function serveObject(
  client: S3Client,
  Bucket: string,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Content-Length': '0' }).end();
    return;
  }
  const Key = decodeURIComponent(req.path.slice(1));
  // The refusals Express's static files give the same paths on the local disk.
  if (Key.includes('\0')) return next(new ValidationError('Bad request'));
  if (Key.split(/[/\\]/).includes('..')) return next(new ForbiddenError('Forbidden'));
  if (!storedFileName.test(Key)) return next(notFound());
  const conditions = {
    Bucket,
    Key,
    IfNoneMatch: req.get('if-none-match'),
    IfModifiedSince: req.get('if-modified-since')
      ? new Date(req.get('if-modified-since')!)
      : undefined,
    // A Range with If-Range is answered whole: always a correct answer to it.
    Range: req.get('if-range') ? undefined : req.get('range'),
  };
  let object: Partial<GetObjectCommandOutput>;
  try {
    object =
      req.method === 'HEAD'
        ? await client.send(new HeadObjectCommand(conditions))
        : await client.send(new GetObjectCommand(conditions));
  } catch (error) {
    return answerRefusal(error, req, res, next);
  }
  res.status(object.ContentRange ? 206 : 200).set({
    'Cache-Control': yearLong,
    'Accept-Ranges': 'bytes',
    'Content-Type': object.ContentType ?? contentTypeOf(Key),
    ...(object.ContentLength !== undefined && { 'Content-Length': String(object.ContentLength) }),
    ...(object.ContentRange && { 'Content-Range': object.ContentRange }),
    ...(object.ETag && { ETag: object.ETag }),
    ...(object.LastModified && { 'Last-Modified': object.LastModified.toUTCString() }),
  });
  const body = object.Body as Readable | undefined;
  if (!body) return void res.end();
  // A visitor who goes away stops the download from the bucket too.
  await pipeline(body, res).catch(() => body.destroy());
}

function answerRefusal(error: unknown, req: Request, res: Response, next: NextFunction) {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 304) {
    // The bucket matched the visitor's copy; its one tag is the object's.
    const tag = req.get('if-none-match');
    res.status(304).set('Cache-Control', yearLong);
    if (tag && !tag.includes(',')) res.set('ETag', tag);
    return void res.end();
  }
  if (status === 416) return void res.status(416).set('Content-Length', '0').end();
  // 403 too: a bucket answers that for a missing key when the site may not list it.
  if (status === 404 || status === 403) return next(notFound());
  req.log?.error({ err: error }, 'media storage failed');
  next(unavailable(error));
}
