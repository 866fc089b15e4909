import type { EventEmitter } from 'node:events';

/** How long a server answers nothing before it gives back the memory its work left behind. */
export const quietMemoryReleaseMs = 10_000;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8 shrinks the heap of a process that has gone quiet (its memory reducer). On Node 24 it never
 * starts in a server: it judges a process quiet by the allocation rate measured at the last
 * collection, and a quiet process collects nothing, so the heap that start-up or a burst of
 * requests grew (about 30 MB here) is kept for good
 * (docs/decisions/0052-quiet-server-releases-memory.md). A server started with `--expose-gc`
 * (package.json `config.serverNodeFlags`) runs that same memory-reducing collection itself, once
 * each time it has answered requests and then none for `quietMemoryReleaseMs`.
 */
export function releaseMemoryWhenQuiet(
  server: EventEmitter,
  collect = (globalThis as { gc?: Collect }).gc,
): () => void {
  if (!collect) return () => {};
  // Start-up is work too: the first quiet spell releases what it left.
  let workedSinceRelease = true;
  let lastRequestAt = Date.now();
  const onRequest = () => {
    workedSinceRelease = true;
    lastRequestAt = Date.now();
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (!workedSinceRelease || Date.now() - lastRequestAt < quietMemoryReleaseMs) return;
    workedSinceRelease = false;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, quietMemoryReleaseMs / 4).unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
