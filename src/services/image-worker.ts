/**
 * The image worker: a child process that reads and re-encodes uploads for
 * `src/services/image-processing.ts`, which starts it, sends it one request at a time and
 * stops it when idle. Decoding takes up to 4 bytes per pixel; done here, that memory goes back
 * to the system when the worker exits (the allocator keeps what a long-lived process frees),
 * and a decode that hangs or crashes never takes the server with it.
 */
import sharp from 'sharp';
import { maxImagePixels } from '../schemas/media';

export type WorkerRequest =
  /** Reads the header only, and keeps the image for the `encode` that follows. */
  | { kind: 'inspect'; image: Uint8Array }
  /** The inspected image re-encoded in its own format, then resized to each width. */
  | { kind: 'encode'; variantWidths: number[] };

export interface InspectedImage {
  /** sharp's name for the format read from the bytes: jpeg, png, webp, gif… */
  format: string;
  /** The size the image is shown at, EXIF orientation applied. */
  width: number;
  height: number;
  /** Pixels of one frame as stored. */
  pixels: number;
}

export interface EncodedImage {
  original: Uint8Array;
  variants: Uint8Array[];
}

export type WorkerReply<T> = { ok: true; value: T } | { ok: false; message: string };

// Nothing is processed twice, so libvips' cache (up to 50 MB) would only hold memory; one
// libvips thread per image, as the server already limits uploads to one at a time.
sharp.cache(false);
sharp.concurrency(1);

let image: Buffer | undefined;

async function inspect(bytes: Uint8Array): Promise<InspectedImage> {
  image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const metadata = await sharp(image, { limitInputPixels: maxImagePixels }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return {
    format: metadata.format ?? '',
    // A photo taken sideways is stored 1600x900 with an EXIF "rotate 90°" tag, and shows as 900x1600.
    width: metadata.autoOrient?.width ?? width,
    height: metadata.autoOrient?.height ?? height,
    pixels: width * height,
  };
}

async function encode(kept: Buffer, variantWidths: number[]): Promise<EncodedImage> {
  // The first frame only: every frame of an animated GIF of a few KB can decode to gigabytes.
  const open = () => sharp(kept, { limitInputPixels: maxImagePixels, pages: 1 }).rotate();
  const original = await open().toBuffer();
  const variants: Uint8Array[] = [];
  for (const width of variantWidths) variants.push(await open().resize({ width }).toBuffer());
  return { original, variants };
}

function handle(request: WorkerRequest): Promise<InspectedImage | EncodedImage> {
  if (request.kind === 'inspect') return inspect(request.image);
  if (!image) return Promise.reject(new Error('No image was inspected'));
  return encode(image, request.variantWidths);
}

process.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => process.send!({ ok: true, value } satisfies WorkerReply<typeof value>),
    (error: unknown) =>
      process.send!({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply<never>),
  );
});
// The server went away: so does the worker.
process.on('disconnect', () => process.exit(0));
