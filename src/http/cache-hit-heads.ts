import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { CachedResponse } from './public-cache';

/*
 * The heads of public cache hits, kept for the front door (src/middleware/cache-front-door.ts),
 * which sends later hits of the same kind with them.
 */

/** The encoding a hit goes out in here; null leaves the request to Express. */
export type Encoding = 'gzip' | 'identity';

/** At most this many kinds per entry: two encodings, each full or 304. */
const headsPerEntry = 4;
const requestIdHeader = 'x-request-id';
/** What `encodingFor` decided for each Accept-Encoding value seen. */
const negotiated = new Map<string, Encoding | null>();

/**
 * gzip when the client takes it (as `sendPublic` decides); identity only when the client names
 * no encoding at all. Any other Accept-Encoding goes through Express, whose compression
 * middleware may pick another encoding for the plain body.
 */
export function encodingFor(req: IncomingMessage): Encoding | null {
  const acceptEncoding = req.headers['accept-encoding'];
  if (acceptEncoding === undefined) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = accepts(req).encodings('gzip', 'identity') === 'gzip' ? 'gzip' : null;
    // Browsers send a handful of different values; made-up ones are not kept past the bound.
    if (negotiated.size < 100) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

export const kindOf = (encoding: Encoding, notModified: boolean) =>
  `${encoding}${notModified ? ' 304' : ''}`;

/**
 * Called by `serveFromCache` on a hit answered through Express: keeps the head it sends with the
 * entry, for the front door to send with later hits of the same kind.
 */
export function keepHeadOfHit(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const encoding = encodingFor(req);
  if (encoding === null || (entry.heads?.size ?? 0) >= headsPerEntry) return;
  res.once('finish', () => {
    // The compression middleware took no other choice (it never does for these two kinds).
    const sentEncoding = res.getHeader('content-encoding') ?? 'identity';
    if (res.statusCode !== 304 && sentEncoding !== encoding) return;
    // Node has it on every outgoing message; its types declare it on client requests only.
    const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
    // Flat, as `writeHead` takes them: name, value, name, value…
    const headers = names.flatMap((name) => {
      const value = res.getHeader(name)!;
      return Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)];
    });
    (entry.heads ??= new Map()).set(kindOf(encoding, res.statusCode === 304), {
      statusCode: res.statusCode,
      headers,
      requestIdAt: headers.findIndex(
        (name, index) => index % 2 === 0 && name.toLowerCase() === requestIdHeader,
      ),
    });
  });
}
