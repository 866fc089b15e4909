/**
 * Exponential backoff with jitter: about 10 s, 20 s, 40 s … capped at 6 hours, each delay drawn
 * between half and all of its step so that jobs failing together do not retry together.
 */
export function retryDelay(attempt: number, baseMs = 10_000, capMs = 6 * 60 * 60_000): number {
  const step = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + Math.random() * (step / 2));
}

/**
 * A fixed schedule (the delay after attempt 1, 2, …; the last repeats), each step jittered by
 * up to a fifth either way.
 */
export function scheduledDelay(scheduleMs: readonly number[]) {
  return (attempt: number): number => {
    const step = scheduleMs[Math.min(attempt, scheduleMs.length) - 1] ?? scheduleMs[0]!;
    return Math.round(step * (0.8 + Math.random() * 0.4));
  };
}
