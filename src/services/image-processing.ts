import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { maxImagePixels, mediaMessages as messages } from '../schemas/media';
import { BoundedWork } from './bounded-work';
import type { EncodedImage, InspectedImage, WorkerReply, WorkerRequest } from './image-worker';

/** Milliseconds all the work on one upload may take; past it the worker is stopped (413). */
const deadlineMs = 20_000;
/** An idle worker exits after this long, giving its memory back; a burst reuses it. */
const idleMs = 5_000;

/**
 * Uploads are processed one at a time behind a short queue; a burst beyond it is refused with
 * 429 at once. Decoding takes a core and up to 4 bytes per pixel, so two large images at once
 * would only double the peak on a small machine.
 */
export const imageProcessing = new BoundedWork({
  concurrency: 1,
  maxWaiting: 8,
  busyMessage: messages.busy,
  retryAfterSeconds: 5,
});

/** The worker's entry: the TypeScript source under tsx (development, tests), else the build's. */
const workerEntry = import.meta.url.endsWith('.ts')
  ? {
      file: fileURLToPath(new URL('./image-worker.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
    }
  : { file: fileURLToPath(new URL('./image-worker.mjs', import.meta.url)), execArgv: [] };

/** What sharp's refusals mean for the person uploading. */
function uploadError(message: string) {
  if (/pixel limit/i.test(message)) return new PayloadTooLargeError(messages.tooManyPixels);
  // A valid header does not make a valid image: damaged data fails while decoding.
  return new ValidationError(messages.notAnImage, { file: messages.notAnImage });
}

/** The one image worker process (src/services/image-worker.ts), started when needed. */
class ImageWorker {
  private child: ChildProcess | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  private start(): ChildProcess {
    const child = fork(workerEntry.file, [], {
      execArgv: workerEntry.execArgv,
      // glibc's allocator otherwise keeps a growing arena per thread: measured over eight 12 MP
      // photos, the worker peaked at ~400 MB instead of ~180 MB (about 6% slower). An operator's
      // own settings win.
      env: { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    return child;
  }

  /** Sends one request and waits for its reply, until `deadline` (a timestamp) at most. */
  request<T>(request: WorkerRequest, deadline: number): Promise<T> {
    clearTimeout(this.idleTimer);
    const child = (this.child ??= this.start());
    // A worker at work keeps the process alive; an idle one does not.
    child.ref();
    child.channel?.ref();
    return new Promise<T>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        child.off('message', onReply);
        child.off('exit', onExit);
        child.unref();
        child.channel?.unref();
        this.idleTimer = setTimeout(() => this.stop(), idleMs).unref();
      };
      const onReply = (reply: WorkerReply<T>) => {
        finish();
        if (reply.ok) resolve(reply.value);
        else reject(uploadError(reply.message));
      };
      const onExit = (code: number | null, signal: string | null) => {
        finish();
        reject(new Error(`The image worker stopped (${signal ?? `exit code ${code}`})`));
      };
      const timer = setTimeout(
        () => {
          finish();
          this.stop();
          reject(new PayloadTooLargeError(messages.tooSlow));
        },
        Math.max(0, deadline - Date.now()),
      );
      child.on('message', onReply);
      child.on('exit', onExit);
      child.send(request);
    });
  }

  stop() {
    clearTimeout(this.idleTimer);
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }
}

const worker = new ImageWorker();

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export type ImageInfo = Omit<InspectedImage, 'pixels'>;

/**
 * Reads an upload's header, lets `plan` decide (from its real format and size) which variant
 * widths to make or refuse it, then re-encodes it: the original (first frame only, turned
 * upright, metadata dropped) and one image per width. Runs in the image worker when a
 * processing slot is free. An image over the pixel limit is refused with 413 before anything
 * decodes it (a PNG of a few KB can claim 16000 × 16000).
 */
export function processImage<Plan extends { variantWidths: readonly number[] }>(
  image: Buffer,
  plan: (info: ImageInfo) => Plan,
) {
  return imageProcessing.run(async () => {
    const deadline = Date.now() + deadlineMs;
    const { pixels, ...info } = await worker.request<InspectedImage>(
      { kind: 'inspect', image },
      deadline,
    );
    if (!info.format || !info.width || !info.height) throw uploadError('');
    if (pixels > maxImagePixels) throw new PayloadTooLargeError(messages.tooManyPixels);
    const chosen = plan(info);
    const encoded = await worker.request<EncodedImage>(
      { kind: 'encode', variantWidths: [...chosen.variantWidths] },
      deadline,
    );
    return {
      info,
      plan: chosen,
      original: asBuffer(encoded.original),
      variants: encoded.variants.map(asBuffer),
    };
  });
}
