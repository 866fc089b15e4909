import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import {
  collectShownContent,
  publicContentChanged,
  type ContentChange,
  type ContentTag,
} from '../services/public-content';
import { mayHaveSession } from './session-state';

/**
 * What browsers and a CDN may do with a public response: keep it for a minute at the edge,
 * revalidate it in the browser each time (a 304 when unchanged), and serve a stale copy for ten
 * minutes while fetching a fresh one. A content write reaches readers within a minute, whatever
 * sits in front of the site.
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Anything for a signed-in user, and every write. */
export const privateCacheControl = 'private, no-store';

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
}

/** A public response as the cache keeps and serves it: the same bytes every time. */
export interface CachedResponse extends Omit<FreshResponse, 'body'> {
  body: Buffer;
  /** The body compressed once, for browsers (which all accept gzip); null until kept. */
  gzipped: Buffer | null;
  /** Strong validator: a hash of the body. The gzip copy's tag is derived from it. */
  etag: string;
  tags: ReadonlySet<ContentTag>;
  storedAt: number;
  /** What the entry takes in memory: both bodies, its headers and its key. */
  byteLength: number;
}

const gzipTagOf = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** Compares request validators with the response's: weak comparison, as `If-None-Match` asks. */
function matchesValidator(ifNoneMatch: string, etags: string[]): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => etags.includes(tag));
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

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.byteLength;
    this.entries.delete(key);
  }

  get(key: string): CachedResponse | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (Date.now() - entry.storedAt > this.options.ttlMs) {
      this.remove(key);
      return null;
    }
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
    const gzipped = gzipSync(prepared.body, { level: 9 });
    const entry: CachedResponse = {
      ...prepared,
      gzipped,
      // Everything the entry keeps counts against the bound: a search's key is as long as the
      // search.
      byteLength:
        prepared.body.length +
        gzipped.length +
        response.headers.reduce((total, [name, value]) => total + name.length + value.length, 0) +
        Buffer.byteLength(key),
    };
    this.entries.set(key, entry);
    this.bytes += entry.byteLength;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      this.remove(this.entries.keys().next().value!);
    }
    return entry;
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

/**
 * Sends a public response: `304 Not Modified` when the browser's or CDN's copy is current, else
 * the kept gzip copy when the client takes gzip (the `compression` middleware, seeing the
 * encoding set, lets it pass) or the plain bytes. Written from the cached buffers: no copy per
 * request.
 */
export function sendPublic(req: Request, res: Response, entry: CachedResponse, hit: boolean) {
  const gzip = entry.gzipped !== null && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  res.status(entry.statusCode);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  const cacheable = entry.statusCode === 200;
  res.setHeader('Cache-Control', cacheable ? publicCacheControl : 'no-cache');
  res.setHeader('Vary', entry.variesByCookie ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
  res.setHeader('X-Render-Cache', hit ? 'hit' : 'miss');
  if (entry.scriptHashes) {
    // The policy helmet wrote trusts this response's nonce; the page carries none, only scripts
    // with these hashes, so the policy is the same for every copy and a CDN may keep it.
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') {
      res.setHeader(
        'Content-Security-Policy',
        policy.replace(/'nonce-[^']*'/, entry.scriptHashes.join(' ')),
      );
    }
  }
  if (cacheable) {
    res.setHeader('ETag', gzip ? gzipTagOf(entry.etag) : entry.etag);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && matchesValidator(ifNoneMatch, [entry.etag, gzipTagOf(entry.etag)])) {
      return void res.status(304).end();
    }
  }
  const body = gzip ? entry.gzipped! : entry.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}

/**
 * Answers from the cache requests that cannot belong to a signed-in visitor (no session cookie),
 * before the session, passport and static-file middleware: a hit needs none of them, and
 * skipping them is most of the cost of a hit. `keyOf` names the entry a request would be kept
 * under, or null for requests that are never cached.
 */
export function serveFromCache(
  cache: PublicCache,
  keyOf: (req: Request) => string | null,
): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || mayHaveSession(req.headers.cookie)) {
      return next();
    }
    const key = keyOf(req);
    const entry = key === null ? null : cache.get(key);
    if (!entry) return next();
    sendPublic(req, res, entry, true);
  };
}

/**
 * Answers with the public response `build` makes, the same for every visitor (feeds, robots.txt),
 * from the cache when it has it, keeping what it builds when given a cache.
 */
export async function answerPublic(
  req: Request,
  res: Response,
  cache: PublicCache | undefined,
  build: () => Promise<FreshResponse>,
): Promise<void> {
  const key = req.path;
  const cached = cache?.get(key);
  if (cached) return sendPublic(req, res, cached, true);
  const since = cache?.version ?? 0;
  const tags = new Set<ContentTag>();
  const fresh = await collectShownContent(tags, build);
  sendPublic(req, res, cache ? cache.set(key, fresh, tags, since) : unkept(fresh), false);
}

/**
 * Runs a JSON handler for an anonymous visitor under the cache: its 200 answer is kept under
 * `key`, tagged with what it read, and sent as a public response. A signed-in visitor's answer
 * (it may include drafts) goes out as the handler writes it, private.
 */
export function cacheJsonForVisitors(
  cache: PublicCache,
  keyOf: (req: Request) => string,
): RequestHandler {
  return (req, res, next) => {
    if (req.user || req.method !== 'GET') return next();
    // A request whose session cookie named no live session was not answered early.
    const key = keyOf(req);
    const cached = cache.get(key);
    if (cached) return sendPublic(req, res, cached, true);
    const since = cache.version;
    const tags = new Set<ContentTag>();
    const sendJson = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) return sendJson(value);
      const response: FreshResponse = {
        statusCode: 200,
        headers: [['Content-Type', 'application/json; charset=utf-8']],
        body: JSON.stringify(value),
        variesByCookie: true,
      };
      sendPublic(req, res, cache.set(key, response, tags, since), false);
      return res;
    };
    collectShownContent(tags, () => next());
  };
}

/**
 * What a successful API write changes on public pages. `everything` (the default: settings,
 * CMS pages, taxonomy, people and media show across the site) empties the cache; `nothing` is
 * for writes no visitor sees; `reported` leaves it to the service, which reports exactly what
 * changed (`publicContentChanged`): a draft's autosave changes nothing public.
 */
export type PublicEffect = 'everything' | 'nothing' | 'reported';

export const reportsPublicEffect =
  (effect: PublicEffect): RequestHandler =>
  (_req, res, next) => {
    if (effect === 'everything') {
      res.on('finish', () => {
        if (res.statusCode < 400) publicContentChanged('everything');
      });
    }
    next();
  };

/**
 * No response that sets a cookie may be kept by a shared cache, whatever its handler said: a
 * rolling session cookie handed to the next visitor would sign them in as someone else.
 */
export const neverShareCookies: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.getHeader('Set-Cookie') !== undefined) {
      res.setHeader('Cache-Control', privateCacheControl);
      res.removeHeader('ETag');
    }
  });
  next();
};
