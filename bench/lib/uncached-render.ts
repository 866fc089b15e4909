import pg from 'pg';

/** A running build whose public cache the bench can empty: its address and its database. */
export interface RenderTarget {
  baseUrl: string;
  databaseUrl: string;
}

export interface RenderTimes {
  p50Ms: number;
  p95Ms: number;
  samples: number;
  /** Requests answered from the cache after all (the notice had not arrived yet), not counted. */
  retried: number;
}

/** The channel instances tell each other what content changed on (src/services/cache-bus.ts). */
const channel = 'public_content_changed';
/** What a browser asks for: the page is compressed as it would be for a visitor. */
const acceptEncoding = 'gzip, deflate, br';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Times renders of `path` that miss the public cache, on each target in turn, `samples` each
 * after `warmUp` unrecorded ones. The page's key ignores made-up query parameters and a signed-in
 * visitor's render is another render, so the cache is emptied the way another instance's
 * site-wide change empties it: a notice on the cache bus (as a settings write sends, so the
 * site's saved settings are read again too). The time is from the request to the last byte;
 * an answer still marked as a cache hit is asked again and not counted.
 */
export async function timeUncachedRenders(
  targets: RenderTarget[],
  path: string,
  { samples = 200, warmUp = 20 } = {},
): Promise<RenderTimes[]> {
  const clients = targets.map(({ databaseUrl }) => new pg.Client(databaseUrl));
  await Promise.all(clients.map((client) => client.connect()));
  const notice = JSON.stringify({ from: 'bench', change: 'everything' });
  const times = targets.map(() => [] as number[]);
  const retried = targets.map(() => 0);
  try {
    for (let round = 0; round < warmUp + samples; round++) {
      for (const [index, target] of targets.entries()) {
        const url = new URL(path, target.baseUrl);
        await clients[index]!.query('select pg_notify($1, $2)', [channel, notice]);
        for (let attempt = 0; ; attempt++) {
          // The server hears the notice on a connection of its own, within a millisecond or so.
          await pause(10);
          const started = performance.now();
          const response = await fetch(url, { headers: { 'Accept-Encoding': acceptEncoding } });
          await response.arrayBuffer();
          const elapsed = performance.now() - started;
          if (response.status !== 200) throw new Error(`${url.href} answered ${response.status}`);
          if (response.headers.get('x-render-cache') === 'miss') {
            if (round >= warmUp) times[index]!.push(elapsed);
            break;
          }
          retried[index]! += 1;
          if (attempt === 20) {
            throw new Error(`${target.baseUrl} keeps answering ${path} from its cache`);
          }
        }
      }
    }
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return times.map((list, index) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      p50Ms: quantile(sorted, 0.5),
      p95Ms: quantile(sorted, 0.95),
      samples: sorted.length,
      retried: retried[index]!,
    };
  });
}
