import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

export interface WebhookResponse {
  status: number;
  ms: number;
  /** The answer's first bytes (`maxResponseBytes`), decoded as UTF-8 with invalid bytes replaced. */
  body: string;
  /** Whether the answer went on past `body` (it was not read further). */
  truncated: boolean;
}

/** A delivery refused before any connection: the address is not on the public internet. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Receivers answer with a short acknowledgement: its first KB is kept, and nothing more is read. */
const maxResponseBytes = 1024;
const timeoutMs = 10_000;

/**
 * Bytes as text for a log: UTF-8 with invalid sequences replaced (U+FFFD), a character cut off
 * at the end of an excerpt left out, and NUL (which PostgreSQL's text refuses) replaced too.
 */
function excerptText(bytes: Buffer, truncated: boolean): string {
  // `stream` keeps back an incomplete character at the end instead of replacing it.
  const text = new TextDecoder('utf-8').decode(bytes, { stream: truncated });
  return text.replaceAll('\u0000', '\ufffd');
}

/**
 * The address to connect to, checked: in production the host is resolved once here, every
 * address it has must be public, and the connection goes to the first of them (a `lookup` that
 * answers with it), so DNS cannot answer differently between the check and the connection.
 * Outside production the system resolver is used as is.
 */
async function checkedAddress(url: URL, production: boolean, resolve: Resolve) {
  if (!production) return null;
  if (url.protocol !== 'https:') throw new RefusedAddressError('only https URLs are allowed');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses: LookupAddress[] = isIP(hostname)
    ? [{ address: hostname, family: isIP(hostname) }]
    : await resolve(hostname);
  if (addresses.length === 0) throw new RefusedAddressError(`${hostname} has no address`);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) {
    throw new RefusedAddressError(
      `${hostname} resolves to ${refused.address}, which is not a public address`,
    );
  }
  return addresses[0]!;
}

/** A `lookup` for node's http(s).request that always answers `pinned`. */
export function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * POSTs a webhook: no redirects followed, 10 s for the whole exchange, at most 1 KB of the
 * answer read (then the connection is closed). Resolves with the status (any status: the caller
 * judges it) and that excerpt.
 */
export async function postWebhook(
  target: string,
  request: { headers: Record<string, string>; body: string; signal?: AbortSignal },
  options: { production: boolean; resolve?: Resolve },
): Promise<WebhookResponse> {
  const url = new URL(target);
  const pinned = await checkedAddress(url, options.production, options.resolve ?? resolveAll);
  const signal = AbortSignal.any([
    AbortSignal.timeout(timeoutMs),
    ...(request.signal ? [request.signal] : []),
  ]);
  const started = performance.now();
  const client = url.protocol === 'https:' ? https : http;
  return await new Promise<WebhookResponse>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        // A fresh connection each time: a pooled socket could belong to another lookup.
        agent: false,
        signal,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        let finished = false;
        const finish = (truncated: boolean) => {
          if (finished) return;
          finished = true;
          const bytes = Buffer.concat(chunks).subarray(0, maxResponseBytes);
          resolve({
            status,
            ms: Math.round(performance.now() - started),
            body: excerptText(bytes, truncated),
            truncated,
          });
          // Whatever is left of the answer is not read: the connection closes.
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (finished) return;
          chunks.push(chunk);
          read += chunk.length;
          if (read > maxResponseBytes) finish(true);
        });
        response.on('end', () => finish(false));
        // Cut off (or stopped) before its end: what came is what there is.
        response.on('error', () => finish(read > maxResponseBytes));
        response.on('close', () => finish(read > maxResponseBytes));
      },
    );
    outgoing.on('error', (error) =>
      reject(
        signal.aborted &&
          signal.reason instanceof DOMException &&
          signal.reason.name === 'TimeoutError'
          ? new Error(`no answer within ${timeoutMs / 1000} s`)
          : error,
      ),
    );
    outgoing.end(request.body);
  });
}
