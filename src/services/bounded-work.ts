import PQueue from 'p-queue';
import { TooManyRequestsError } from '../errors';

export interface BoundedWorkOptions {
  /** How many run at once. */
  concurrency: number;
  /** How many may wait; one more is refused at once rather than queued. */
  maxWaiting: number;
  /** What the refused caller is told. */
  busyMessage: string;
  /** Seconds the refused caller is asked to wait (`Retry-After`). */
  retryAfterSeconds?: number;
  /** A task still running after this long fails with a TimeoutError and frees its slot. */
  timeoutMs?: number;
}

/**
 * Expensive work (password hashing, image processing) a few at a time, with a short queue
 * in front: a flood of requests waits in the queue or is refused with 429 at once, so it can
 * never take every core and starve the rest of the site.
 */
export class BoundedWork {
  private readonly queue: PQueue;

  constructor(private readonly options: BoundedWorkOptions) {
    this.queue = new PQueue({
      concurrency: options.concurrency,
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    });
  }

  /** Runs `task` when a slot is free; throws TooManyRequestsError when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.queue.size >= this.options.maxWaiting) {
      throw new TooManyRequestsError(this.options.busyMessage, this.options.retryAfterSeconds ?? 5);
    }
    return this.queue.add(task);
  }

  /** Running and waiting tasks, for tests and diagnostics. */
  get load() {
    return { running: this.queue.pending, waiting: this.queue.size };
  }
}
