import type { RequestHandler } from 'express';
import { renderPage } from 'vike/server';
import type { PublicSite } from '../config/site';
import { isDatabaseUnavailable } from '../errors';
import { siteOrigin } from '../services/feed-service';
import { cspNonceOf } from './security';

/** Vike's catch-all: every non-API URL becomes a streamed, server-rendered page. */
export function renderPages(site: PublicSite, configuredUrl?: string): RequestHandler {
  return async (req, res, next) => {
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: cspNonceOf(res),
      user: req.user ?? null,
      site,
      siteUrl: siteOrigin(configuredUrl, {
        protocol: req.protocol,
        host: req.get('host') ?? 'localhost',
      }),
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
    res.status(httpResponse.statusCode);
    for (const [name, value] of httpResponse.headers) {
      // helmet already sent the full policy; Vike's default would narrow it.
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'no-cache');
    httpResponse.pipe(res);
  };
}
