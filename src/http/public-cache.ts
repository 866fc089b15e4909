import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ContentChange, ContentTag } from '../services/public-content';

/** A response as it was produced, before the cache keeps it. */
export interface FreshResponse {
  statusCode: number;
  headers: Array<[string, string]>;
  body: string;
  /** Sent with `Vary: Cookie` (it would differ for a signed-in visitor): pages and the API. */
  variesByCookie: boolean;
  /**
   * For HTML: the CSP sources of its inline scripts (`'sha256-…'`), which stand in for the
   * response's nonce so that every copy of the page is byte for byte the same.
   */
  scriptHashes?: string[];
  /** Called each time the response is sent, from the cache too: a redirect counts its hits. */
  onServe?: () => void;
}

/** A response's status line and headers as they were sent, names spelled as they were set. */
export interface SentHead {
  statusCode: number;
  /** Flat, as `writeHead` takes them: name, value, name, value… */
  headers: string[];
  /** Where the request id's name is in `headers` (its value follows), or -1. */
  requestIdAt: number;
}

/** A public response as the cache keeps and serves it: the same bytes every time. */
export interface CachedResponse extends Omit<FreshResponse, 'body'> {
  body: Buffer;
  /** The body gzipped, once `gzip` has made it. */
  gzipped: Buffer | null;
  /**
   * Kept entries only: the gzip copy, made at the entry's first send to a client that takes
   * gzip and counted against the cache's bound. Not made at once: many entries (a search's, or
   * any page a client without gzip asked for) are never sent compressed.
   */
  gzip?: () => Buffer;
  /** Strong validator: a hash of the body. The gzip copy's tag is derived from it. */
  etag: string;
  tags: ReadonlySet<ContentTag>;
  storedAt: number;
  /** What the entry takes in memory: its body (and gzip copy once made), headers and key. */
  byteLength: number;
  /**
   * The heads its hits were sent with through Express, by kind (encoding, 304), for the front
   * door to send again (src/middleware/cache-front-door.ts). A few KB at most, not counted.
   */
  heads?: Map<string, SentHead>;
}

/** A response in the form the cache serves, without keeping it (compressed on the fly). */
export function unkept(
  response: FreshResponse,
  tags: ReadonlySet<ContentTag> = new Set(),
): CachedResponse {
  const body = Buffer.from(response.body);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { ...response, body, gzipped: null, etag, tags, storedAt: Date.now(), byteLength: 0 };
}

/** The ETag of an entry's gzip copy, derived from the body's. */
export const gzipTagOf = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/**
 * Whether the client's copy of `entry` is current: its `If-None-Match` names the entry's tag or
 * its gzip copy's (weak comparison, as the header asks).
 */
export function isNotModified(ifNoneMatch: string | undefined, entry: CachedResponse): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const etags = [entry.etag, gzipTagOf(entry.etag)];
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => etags.includes(tag));
}

/**
 * Public responses for anonymous visitors (pages, the public API, feeds), keyed by URL, in this
 * process. Each entry is tagged with the content it shows (`collectShownContent`), and a write
 * drops only the entries showing what it changed; entries also expire, so a post scheduled for
 * later appears on time without a write.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly listeners = new Set<(change: ContentChange) => void>();
  private bytes = 0;
  /** What the cache did since it started, for the metrics (src/http/metrics.ts). */
  readonly counts = { hits: 0, misses: 0, evictions: 0, frontDoorHits: 0 };
  /** Counts invalidations; `since` of a render is the count when it started. */
  private changeCount = 0;
  private everythingChangedAt = 0;
  private readonly tagChangedAt = new Map<ContentTag, number>();

  constructor(
    private readonly options: { maxEntries: number; maxBytes: number; ttlMs: number } = {
      maxEntries: 500,
      // Bounds memory whatever URLs visitors make up (every search is a URL of its own).
      maxBytes: 16 * 1024 * 1024,
      ttlMs: 60_000,
    },
  ) {}

  /** Taken when a render starts: a write that lands before it ends keeps its result out. */
  get version(): number {
    return this.changeCount;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept: bodies, their gzip copies, headers and keys. */
  get byteLength(): number {
    return this.bytes;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.byteLength;
    this.entries.delete(key);
  }

  /** The live entry under `key`, without counting a hit or a miss. */
  peek(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.storedAt <= this.options.ttlMs ? entry : undefined;
  }

  get(key: string): CachedResponse | null {
    const entry = this.entries.get(key);
    if (!entry || Date.now() - entry.storedAt > this.options.ttlMs) {
      if (entry) this.remove(key);
      this.counts.misses += 1;
      return null;
    }
    this.counts.hits += 1;
    // Most recently used last, so the oldest entry is the one evicted.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps the response under `key`, unless content it shows changed since `since` (the
   * `version` when its render started: it may show what was there before the write).
   */
  set(
    key: string,
    response: FreshResponse,
    tags: ReadonlySet<ContentTag>,
    since = this.changeCount,
  ): CachedResponse {
    const prepared = unkept(response, tags);
    if (this.changedSince(tags, since)) return prepared;
    this.remove(key);
    const entry: CachedResponse = {
      ...prepared,
      // Everything the entry keeps counts against the bound: a search's key is as long as the
      // search.
      byteLength:
        prepared.body.length +
        response.headers.reduce((total, [name, value]) => total + name.length + value.length, 0) +
        Buffer.byteLength(key),
    };
    entry.gzip = () => {
      if (entry.gzipped) return entry.gzipped;
      entry.gzipped = gzipSync(entry.body, { level: 9 });
      entry.byteLength += entry.gzipped.length;
      if (this.entries.get(key) === entry) {
        this.bytes += entry.gzipped.length;
        this.evictBeyondBounds();
      }
      return entry.gzipped;
    };
    this.entries.set(key, entry);
    this.bytes += entry.byteLength;
    this.evictBeyondBounds();
    return entry;
  }

  /** Drops the least recently used entries until the cache is within its bounds. */
  private evictBeyondBounds() {
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      this.remove(this.entries.keys().next().value!);
      this.counts.evictions += 1;
    }
  }

  private changedSince(tags: ReadonlySet<ContentTag>, since: number): boolean {
    if (this.everythingChangedAt > since) return true;
    for (const tag of tags) if ((this.tagChangedAt.get(tag) ?? 0) > since) return true;
    return false;
  }

  /** Drops what `change` touches; listeners hear of it (other instances need to know). */
  invalidate(change: ContentChange): void {
    this.invalidateLocally(change);
    for (const listener of this.listeners) listener(change);
  }

  /** Drops what `change` touches without telling the listeners: a change heard from elsewhere. */
  invalidateLocally(change: ContentChange): void {
    this.changeCount += 1;
    // The per-tag record only needs to outlive renders in flight; past a bound it is folded into
    // one "everything changed", which costs at most one missed store per render in flight.
    if (change === 'everything' || this.tagChangedAt.size > 10_000) {
      this.everythingChangedAt = this.changeCount;
      this.tagChangedAt.clear();
    }
    if (change === 'everything') {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of change) this.tagChangedAt.set(tag, this.changeCount);
    for (const [key, entry] of this.entries) {
      if (change.some((tag) => entry.tags.has(tag))) this.remove(key);
    }
  }

  onInvalidate(listener: (change: ContentChange) => void): void {
    this.listeners.add(listener);
  }
}
