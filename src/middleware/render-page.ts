import type { RequestHandler } from 'express';
import { renderPage } from 'vike/server';
import type { PublicSite } from '../config/site';
import { isDatabaseUnavailable } from '../errors';
import { cspNonceOf } from './security';

/** Vike's catch-all: every non-API URL becomes a streamed, server-rendered page. */
export function renderPages(site: PublicSite): RequestHandler {
  return async (req, res, next) => {
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: cspNonceOf(res),
      user: req.user ?? null,
      site,
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
