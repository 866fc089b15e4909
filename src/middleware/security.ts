import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';
import type { Config } from '../config/env';
import { widgetOrigins } from '../config/site';

export function cspNonceOf(res: Response): string {
  return res.locals.cspNonce as string;
}

/** A fresh nonce per response, then helmet with a CSP that trusts only that nonce for scripts. */
export function securityHeaders(config: Config, options: { dev: boolean }): RequestHandler[] {
  const widgets = widgetOrigins(config);
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64url');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as Response)}'`, ...widgets],
        styleSrc: ["'self'", "'unsafe-inline'", ...widgets],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...widgets, ...(options.dev ? ['ws:', 'wss:'] : [])],
        frameSrc: widgets.length > 0 ? widgets : ["'none'"],
        mediaSrc: ["'self'", ...widgets],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...widgets],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? undefined : false,
  });
  return [assignNonce, headers];
}
