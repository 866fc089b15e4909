import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Config } from '../config/env';
import { widgetOrigins } from '../config/site';
import { siteOf } from '../http/site';

export function cspNonceOf(res: Response): string {
  return res.locals.cspNonce as string;
}

/**
 * A directive's sources with the origins of the widgets the site shows, which admins can change
 * in /admin/settings: read per response from the site loaded for it.
 */
const withWidgets =
  (...sources: Array<string | ((res: Response) => string)>) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    const response = res as Response;
    return [
      ...sources.map((source) => (typeof source === 'function' ? source(response) : source)),
      ...widgetOrigins(siteOf(response)),
    ].join(' ');
  };

/**
 * The admin's documents may frame this site: the page builder shows its live preview
 * (views/page-preview) in a frame, and the client router moves between admin screens without
 * loading a new document (and policy), so every admin screen allows it. Nothing else does.
 */
const adminDocument = /^\/admin(?:[/?]|$)/;

function mediaOrigin({ mediaStorage }: Config): string[] {
  const publicUrl = mediaStorage.kind === 's3' ? mediaStorage.publicUrl : undefined;
  return publicUrl?.startsWith('http:') ? [new URL(publicUrl).origin] : [];
}

/** A fresh nonce per response, then helmet with a CSP that trusts only that nonce for scripts. */
export function securityHeaders(config: Config, options: { dev: boolean }): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64url');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withWidgets("'self'", (res) => `'nonce-${cspNonceOf(res)}'`)],
        styleSrc: [withWidgets("'self'", "'unsafe-inline'")],
        // https: covers a media CDN too; an http one (a bucket on a private network) is named.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigin(config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [withWidgets("'self'", ...(options.dev ? ['ws:', 'wss:'] : []))],
        frameSrc: [
          (req, res) =>
            [
              ...(adminDocument.test(req.url ?? '') ? ["'self'"] : []),
              ...widgetOrigins(siteOf(res as Response)),
            ].join(' ') || "'none'",
        ],
        mediaSrc: [withWidgets("'self'")],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: [withWidgets("'self'")],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? undefined : false,
  });
  return [assignNonce, headers];
}
