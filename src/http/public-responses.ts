/**
 * How public responses go out: their caching headers, validators and 304s, the middleware that
 * answers anonymous visitors from the `PublicCache` (public-cache.ts) or keeps what a handler
 * answers, and what a write tells it.
 */
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import {
  collectShownContent,
  publicContentChanged,
  type ContentTag,
} from '../services/public-content';
import {
  gzipTagOf,
  isNotModified,
  unkept,
  type CachedResponse,
  type FreshResponse,
  type PublicCache,
} from './public-cache';
import { carriesBearerToken } from './api-token-request';
import { mayHaveSession } from './session-state';
import { keepHeadOfHit } from './cache-hit-heads';

/**
 * What browsers and a CDN may do with a public response: keep it for a minute at the edge,
 * revalidate it in the browser each time (a 304 when unchanged), and serve a stale copy for ten
 * minutes while fetching a fresh one. A content write reaches readers within a minute, whatever
 * sits in front of the site.
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Anything for a signed-in user, and every write. */
export const privateCacheControl = 'private, no-store';

/** A 301: browsers and CDNs keep it for an hour (a redirect deleted by mistake heals soon). */
export const movedCacheControl = 'public, max-age=3600';

/**
 * Sends a public response: `304 Not Modified` when the browser's or CDN's copy is current, else
 * the kept gzip copy when the client takes gzip (the `compression` middleware, seeing the
 * encoding set, lets it pass) or the plain bytes. Written from the cached buffers: no copy per
 * request.
 */
export function sendPublic(req: Request, res: Response, entry: CachedResponse, hit: boolean) {
  const gzip = entry.gzip !== undefined && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  res.status(entry.statusCode);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  entry.onServe?.();
  const cacheable = entry.statusCode === 200;
  const moved = entry.statusCode === 301;
  res.setHeader(
    'Cache-Control',
    cacheable ? publicCacheControl : moved ? movedCacheControl : 'no-cache',
  );
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
    if (isNotModified(req.headers['if-none-match'], entry)) return void res.status(304).end();
  }
  const body = gzip ? entry.gzip!() : entry.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}

/**
 * Answers from the cache requests that cannot belong to a signed-in visitor (no session cookie,
 * no API token), before the session, passport and static-file middleware: a hit needs none of
 * them, and skipping them is most of the cost of a hit. `keyOf` names the entry a request would be kept
 * under, or null for requests that are never cached.
 */
export function serveFromCache(
  cache: PublicCache,
  keyOf: (req: Request) => string | null,
): RequestHandler {
  return (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      mayHaveSession(req.headers.cookie) ||
      carriesBearerToken(req.headers)
    ) {
      return next();
    }
    const key = keyOf(req);
    const entry = key === null ? null : cache.get(key);
    if (!entry) return next();
    keepHeadOfHit(req, res, entry);
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
