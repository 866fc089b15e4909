import type { RequestHandler } from 'express';
import { NotFoundError } from '../errors';

/** Vite's development modules and its ping: `npm run dev` serves them, production has none. */
const developmentPath = /^\/(?:@|__vite)/;

/**
 * A path whose second character is another slash or a backslash, as typed or encoded: the
 * renderer's trailing-slash redirect would send `/\evil.com/` to `/\evil.com`, which browsers
 * read as the address of another site.
 */
const hostLikePath = /^\/(?:\/|\\|%2f|%5c)/i;

const pathOf = (url: string) => url.split('?', 1)[0]!;

/**
 * Answers 404, before any page renders, for paths no page can have. Development paths are
 * refused only in production, where the renderer would otherwise fail on them (a 500 and a
 * logged stack trace per probe).
 */
export function refuseImpossiblePaths({ production }: { production: boolean }): RequestHandler {
  return (req, _res, next) => {
    const path = pathOf(req.originalUrl);
    const impossible = hostLikePath.test(path) || (production && developmentPath.test(path));
    next(impossible ? new NotFoundError('Page not found') : undefined);
  };
}
