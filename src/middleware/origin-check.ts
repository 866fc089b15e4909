import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { ForbiddenError, UnsupportedMediaTypeError } from '../errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const messages = {
  crossOrigin: 'Cross-origin requests are not allowed',
} as const;

/**
 * State-changing requests must come from our own pages: browsers name their origin in
 * `Sec-Fetch-Site` / `Origin`, and a foreign one is refused. Clients that send neither
 * (curl, server-to-server) carry no ambient cookies from a victim, so they pass.
 */
export function comesFromElsewhere(headers: IncomingHttpHeaders): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/**
 * A request made with an API token passes: it carries no cookie a foreign page could borrow (its
 * session cookie, if any, is not read), so there is no forgery to stop.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  if (req.apiToken || safeMethods.has(req.method) || !comesFromElsewhere(req.headers))
    return next();
  next(new ForbiddenError(messages.crossOrigin));
};

/** What each kind of body may be sent as; a beacon (navigator.sendBeacon) sends its JSON as text. */
const bodyMimes = {
  json: ['application/json'],
  multipart: ['multipart/form-data'],
  beacon: ['application/json', 'text/plain'],
} as const;

/** A request that carries a body must declare the type its endpoint reads: JSON unless stated. */
export function requireBodyType(type: keyof typeof bodyMimes = 'json'): RequestHandler {
  const mimes = [...bodyMimes[type]];
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding');
    if (hasBody && !req.is(mimes)) {
      return next(
        new UnsupportedMediaTypeError(
          type === 'multipart' ? 'Upload the file as multipart/form-data' : undefined,
        ),
      );
    }
    next();
  };
}
