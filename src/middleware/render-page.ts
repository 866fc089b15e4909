import type { Request, RequestHandler, Response } from 'express';
import { renderPage } from 'vike/server';
import { isDatabaseUnavailable } from '../errors';
import { pageCacheKey } from './page-cache-key';
import type { CachedPage, RenderCache } from './render-cache';
import { seoOverrideFor } from '../services/seo-service';
import { cspNonceOf } from './security';
import { mayHaveSession } from './session';
import { siteOf } from './site';

const isSetupPage = (req: Request) => req.path === '/setup' || req.path.startsWith('/setup/');

/**
 * What browsers and a CDN may keep: an anonymous page briefly, at the edge only (content writes
 * reach readers within a minute); a signed-in visitor's page only in their browser, checked each
 * time; the admin nowhere.
 */
function cacheControl(req: Request, statusCode: number) {
  if (req.path === '/admin' || req.path.startsWith('/admin/') || isSetupPage(req)) {
    return 'no-store';
  }
  if (req.user) return 'private, no-cache';
  return statusCode === 200
    ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
    : 'no-cache';
}

/**
 * A kept page goes out gzipped when the client takes gzip, as every browser does: its parts were
 * compressed when it was cached, and the `compression` middleware, seeing the encoding set, lets
 * the bytes pass instead of compressing the page again for each visitor.
 */
function send(req: Request, res: Response, cache: RenderCache, page: CachedPage, hit: boolean) {
  const wanted = req.acceptsEncodings('gzip', 'identity') === 'gzip' ? 'gzip' : 'identity';
  const encoding = cache.encodingOf(page, wanted);
  const body = cache.bodyWithNonce(page, cspNonceOf(res), encoding);
  res.status(page.statusCode);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControl(req, page.statusCode));
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('X-Render-Cache', hit ? 'hit' : 'miss');
  // Written chunk by chunk from the cached buffers: no per-request copy of the page, and no
  // ETag, which could never match since every response carries its own nonce.
  res.setHeader(
    'Content-Length',
    body.reduce((total, chunk) => total + chunk.length, 0),
  );
  if (req.method === 'HEAD') return void res.end();
  res.cork();
  for (const chunk of body) res.write(chunk);
  res.end();
  res.uncork();
}

/**
 * Cached pages for requests that cannot belong to a signed-in visitor (no session cookie),
 * answered before the session, passport and static-file middleware: a hit needs none of them,
 * and skipping them is most of the cost of a hit.
 */
export function serveCachedPages(cache: RenderCache): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || mayHaveSession(req.headers.cookie)) {
      return next();
    }
    const cached = cache.get(pageCacheKey(req.originalUrl));
    if (!cached) return next();
    send(req, res, cache, cached, true);
  };
}

/**
 * Anonymous GETs are the same for every visitor until content changes: those are cached. The
 * first-admin setup page is not: its URL carries a one-time token, and it closes for good
 * once an admin exists, whichever process created it.
 */
const isCacheable = (req: Request) => req.method === 'GET' && !req.user && !isSetupPage(req);

/**
 * Vike's catch-all: every non-API URL becomes a server-rendered page, streamed to signed-in
 * visitors and served from `cache` (when given) to anonymous ones.
 */
export function renderPages(
  cache?: RenderCache,
  /**
   * Last changes to a cached page's HTML (production build): inline stylesheets, scripts
   * started after the first paint.
   */
  finishCachedHtml: (html: string) => string = (html) => html,
): RequestHandler {
  return async (req, res, next) => {
    const cacheable = !!cache && isCacheable(req);
    // A cached page is exactly what its key renders: the page never sees parameters it did not
    // declare, so the HTML kept for `/blog?page=2` is right for `/blog?page=2&utm_source=x`.
    const url = cacheable ? pageCacheKey(req.originalUrl) : req.originalUrl;
    if (cacheable) {
      const cached = cache.get(url);
      if (cached) return send(req, res, cache, cached, true);
    }
    const pageContext = await renderPage({
      urlOriginal: url,
      headersOriginal: req.headers,
      cspNonce: cacheable ? cache.noncePlaceholder : cspNonceOf(res),
      user: req.user ?? null,
      site: siteOf(res),
      seoOverrideFor: (path: string) =>
        seoOverrideFor(path, (error) =>
          req.log.warn({ err: error }, 'SEO overrides could not be read; pages use their own'),
        ),
    });
    const { httpResponse, abortStatusCode } = pageContext;
    // A hook's `throw render(404)` is how a page answers "not found": not a failure to log.
    const errorWhileRendering =
      abortStatusCode === undefined ? pageContext.errorWhileRendering : null;
    if (errorWhileRendering) {
      if (isDatabaseUnavailable(errorWhileRendering)) return next(errorWhileRendering);
      req.log.error({ err: errorWhileRendering }, 'page render failed');
    }
    if (!httpResponse) return next();
    // helmet already sent the full policy; Vike's default would narrow it.
    const headers = httpResponse.headers.filter(
      ([name]) => name.toLowerCase() !== 'content-security-policy',
    );
    if (!cacheable) {
      res.status(httpResponse.statusCode);
      for (const [name, value] of headers) res.setHeader(name, value);
      res.setHeader('Cache-Control', cacheControl(req, httpResponse.statusCode));
      res.setHeader('Vary', 'Cookie');
      return httpResponse.pipe(res);
    }
    const rendered = {
      statusCode: httpResponse.statusCode,
      headers,
      body: finishCachedHtml(await httpResponse.getBody()),
    };
    const page =
      rendered.statusCode === 200 && !errorWhileRendering
        ? cache.set(url, rendered)
        : cache.prepare(rendered);
    send(req, res, cache, page, false);
  };
}
