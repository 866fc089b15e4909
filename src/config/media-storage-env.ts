import path from 'node:path';
import { z } from 'zod';

/** Where the media library keeps its files: DATA_DIR/uploads, or an S3-compatible bucket. */
export type MediaStorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** A provider other than AWS (R2, MinIO…): its API origin. */
      endpoint: string | undefined;
      region: string;
      /** Without them the AWS SDK's own chain answers (environment, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Bucket in the path rather than the host name: what MinIO and most self-hosted servers need. */
      forcePathStyle: boolean;
      /** A CDN or public bucket origin that pages point images at, instead of /uploads. */
      publicUrl: string | undefined;
    };

const setting = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const mediaStorageEnvShape = {
  S3_BUCKET: setting.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
      )
      .optional(),
  ),
  S3_ENDPOINT: setting.pipe(httpUrl.optional()),
  S3_REGION: setting,
  S3_ACCESS_KEY_ID: setting,
  S3_SECRET_ACCESS_KEY: setting,
  S3_FORCE_PATH_STYLE: setting.pipe(z.enum(['true', 'false', '1', '0']).optional()),
  S3_PUBLIC_URL: setting.pipe(
    httpUrl
      .refine((value) => !/[?#]/.test(value), 'must be a URL without a query or fragment')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
};

type MediaStorageEnv = z.output<z.ZodObject<typeof mediaStorageEnvShape>>;

/** Problems a single variable's schema cannot see: settings that only make sense together. */
export function mediaStorageProblems(env: MediaStorageEnv): string[] {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env;
  const s3Settings = Object.keys(mediaStorageEnvShape).filter(
    (name) => name !== 'S3_BUCKET' && env[name as keyof MediaStorageEnv],
  );
  return [
    !bucket &&
      s3Settings.length > 0 &&
      `S3_BUCKET: required with ${s3Settings.join(', ')} (uploads go to the local disk without it)`,
    bucket &&
      !!keyId !== !!secret &&
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials",
  ].filter((problem): problem is string => !!problem);
}

export function mediaStorageConfigOf(env: MediaStorageEnv, dataDir: string): MediaStorageConfig {
  if (!env.S3_BUCKET) return { kind: 'disk', dir: path.join(dataDir, 'uploads') };
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Custom endpoints (MinIO, R2, Ceph…) take path-style addresses; AWS wants host names.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : !!env.S3_ENDPOINT,
    publicUrl: env.S3_PUBLIC_URL,
  };
}
