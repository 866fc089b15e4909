import type { Request, RequestHandler, Response } from 'express';
import { renderPage } from 'vike/server';
import { isDatabaseUnavailable } from '../errors';
import type { CachedPage, RenderCache } from './render-cache';
import { seoOverrideFor } from '../services/seo-service';
import { cspNonceOf } from './security';
import { siteOf } from './site';

/**
 * What browsers and a CDN may keep: an anonymous page briefly, at the edge only (content writes
 * reach readers within a minute); a signed-in visitor's page only in their browser, checked each
 * time; the admin nowhere.
 */
function cacheControl(req: Request, statusCode: number) {
  if (req.path === '/admin' || req.path.startsWith('/admin/')) return 'no-store';
  if (req.user) return 'private, no-cache';
  return statusCode === 200
    ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
    : 'no-cache';
}

function send(
  req: Request,
  res: Response,
  page: Omit<CachedPage, 'storedAt'>,
  body: string,
  hit: boolean,
) {
  res.status(page.statusCode);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControl(req, page.statusCode));
  res.setHeader('Vary', 'Cookie');
  res.setHeader('X-Render-Cache', hit ? 'hit' : 'miss');
  res.send(body);
}

/** Anonymous GETs are the same for every visitor until content changes: those are cached. */
const isCacheable = (req: Request) => req.method === 'GET' && !req.user;

/**
 * Vike's catch-all: every non-API URL becomes a server-rendered page, streamed to signed-in
 * visitors and served from `cache` (when given) to anonymous ones.
 */
export function renderPages(
  cache?: RenderCache,
  /** Turns the page's stylesheet links into inline styles (cached pages, production build). */
  inlineStylesheets: (html: string) => string = (html) => html,
): RequestHandler {
  return async (req, res, next) => {
    const cacheable = !!cache && isCacheable(req);
    if (cacheable) {
      const cached = cache.get(req.originalUrl);
      if (cached) return send(req, res, cached, cache.bodyWithNonce(cached, cspNonceOf(res)), true);
    }
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
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
    const page = {
      statusCode: httpResponse.statusCode,
      headers,
      body: inlineStylesheets(await httpResponse.getBody()),
    };
    if (page.statusCode === 200 && !errorWhileRendering) cache.set(req.originalUrl, page);
    send(req, res, page, cache.bodyWithNonce({ ...page, storedAt: 0 }, cspNonceOf(res)), false);
  };
}
