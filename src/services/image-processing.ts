import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { maxImagePixels, mediaMessages as messages } from '../schemas/media';
import { BoundedWork } from './bounded-work';

/** Seconds the decoding and encoding of one upload (original and variants) may take in all. */
const processingSeconds = 20;

/**
 * Uploads are decoded one at a time behind a short queue; a burst beyond it is refused with
 * 429 at once. Decoding takes a core and up to 4 bytes per pixel of memory, so two large
 * images at once would double the peak for no gain on a small machine. The deadline itself is
 * sharp's (`timeout`), which stops libvips; the queue's timeout only frees the slot if
 * something else hangs.
 */
export const imageProcessing = new BoundedWork({
  concurrency: 1,
  maxWaiting: 8,
  busyMessage: messages.busy,
  retryAfterSeconds: 5,
  timeoutMs: (processingSeconds + 10) * 1000,
});

let loadingSharp: Promise<typeof SharpModule> | undefined;

/** sharp, loaded on the first upload: the image library adds ~20 MB to every process that imports it. */
function loadSharp(): Promise<typeof SharpModule> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // No upload repeats an operation, so libvips' cache (up to 50 MB) would only hold memory.
    sharp.cache(false);
    // One libvips thread per image: memory comes back to the system after a burst.
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/** What sharp's failures mean for the person uploading. */
function uploadError(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new PayloadTooLargeError(messages.tooManyPixels);
  if (/^timeout/i.test(message) || (error instanceof Error && error.name === 'TimeoutError'))
    return new PayloadTooLargeError(messages.tooSlow);
  // A valid header does not make a valid image: damaged data fails while decoding.
  return new ValidationError(messages.notAnImage, { file: messages.notAnImage });
}

/** Runs `work`, which may also throw at once (sharp refuses an empty buffer when opening it). */
async function asUploadError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uploadError(error);
  }
}

export interface ImageInfo {
  /** sharp's name for the format read from the bytes: jpeg, png, webp, gif… */
  format: string;
  /** The size the image is shown at, EXIF orientation applied. */
  width: number;
  height: number;
}

/**
 * Reads an upload's header only: its real format and size. An image over the pixel limit is
 * refused here with 413, before anything decodes it (a PNG of a few KB can claim 16000 × 16000).
 */
export async function inspectImage(buffer: Buffer): Promise<ImageInfo> {
  const sharp = await loadSharp();
  const metadata = await asUploadError(() =>
    sharp(buffer, { limitInputPixels: maxImagePixels }).metadata(),
  );
  const { width, height } = metadata;
  if (!metadata.format || !width || !height) throw uploadError(null);
  if (width * height > maxImagePixels) throw new PayloadTooLargeError(messages.tooManyPixels);
  // A photo taken sideways is stored 1600x900 with an EXIF "rotate 90°" tag, and shows as 900x1600.
  return {
    format: metadata.format,
    width: metadata.autoOrient?.width ?? width,
    height: metadata.autoOrient?.height ?? height,
  };
}

/** Runs one sharp pipeline over the upload: its first frame only, turned upright, within the deadline. */
export type RenderImage = <T>(build: (image: Sharp) => Promise<T>) => Promise<T>;

/**
 * Decodes and encodes an upload (checked by `inspectImage`) when a processing slot is free.
 * An animated image yields its first frame: every frame of a small GIF can decode to gigabytes.
 */
export function processImage<T>(
  buffer: Buffer,
  work: (render: RenderImage) => Promise<T>,
): Promise<T> {
  return imageProcessing.run(async () => {
    const sharp = await loadSharp();
    const deadline = Date.now() + processingSeconds * 1000;
    const render: RenderImage = (build) =>
      asUploadError(() => {
        const seconds = Math.max(1, Math.ceil((deadline - Date.now()) / 1000));
        const image = sharp(buffer, { limitInputPixels: maxImagePixels, pages: 1 })
          .timeout({ seconds })
          .rotate();
        return build(image);
      });
    return work(render);
  });
}
