import type { ErrorRequestHandler, RequestHandler } from 'express';
import { NotFoundError, toHttpError } from '../errors';
import { renderErrorDocument } from './error-document';
import { privateCacheControl } from '../http/public-responses';

const pathOf = (url: string) => url.split('?')[0] ?? url;

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API endpoint ${req.method} ${pathOf(req.originalUrl)}`));
};

/** The only place that writes error responses: JSON for the API, a plain page for the rest. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const { status, body, retryAfterSeconds } = toHttpError(error);
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return next(error);
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status);
  const path = pathOf(req.originalUrl);
  if (path.startsWith('/api/') || path === '/api' || !req.accepts('html')) {
    res.setHeader('Cache-Control', privateCacheControl);
    res.json(body);
    return;
  }
  res.type('html').send(renderErrorDocument(status));
};
