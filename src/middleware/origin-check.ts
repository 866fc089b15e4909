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
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  if (safeMethods.has(req.method)) return next();
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    return next(new ForbiddenError(messages.crossOrigin));
  }
  const origin = req.get('origin');
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return next(new ForbiddenError(messages.crossOrigin));
    }
    if (originHost !== req.get('host')) return next(new ForbiddenError(messages.crossOrigin));
  }
  next();
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
