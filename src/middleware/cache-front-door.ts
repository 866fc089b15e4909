import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import {
  isNotModified,
  type CachedResponse,
  type PublicCache,
  type SentHead,
} from '../http/public-cache';
import { mayHaveSession } from '../http/session-state';
import { encodingFor, kindOf, type Encoding } from '../http/cache-hit-heads';
import { putInFront } from './front-door';
import { pageCacheKey } from './page-cache-key';
import { isSetupPath } from './render-page';
import { requestIdOf } from './request-id';
import { loggedUrl } from './request-log';

/*
 * Public cache hits answered before Express (docs/cdn.md, "Cache hits at wire speed"). A cached
 * page is bytes in memory, but Express's request setup, session check, helmet and compression cost
 * several times what sending them does. The first hit of each kind on an entry goes through
 * Express, which serves it as it always has (`serveFromCache`); the head it sends is kept with the
 * entry, and later hits of that kind are sent here with that head, so both paths send the same
 * headers by construction (test/e2e/cache-front-door.spec.ts compares them page by page). A hit's
 * kind is the encoding its body goes out in and whether it is a 304. Heads go with their entry when
 * content changes, so a change of settings (the CSP's widget origins) reaches them too.
 */

export interface CacheFrontDoor {
  cache: PublicCache;
  logger: Logger;
  /** Times answered requests, as the metrics middleware does for Express's (src/http/metrics.ts). */
  observe?: (method: string, route: string, statusCode: number, seconds: number) => void;
}

/** The key `serveFromCache` looks a page up under; null for requests it leaves alone. */
function pageKeyOfRequest(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (mayHaveSession(req.headers.cookie)) return null;
  const url = req.url ?? '/';
  const path = url.split('?', 1)[0]!;
  if (path.startsWith('/api/') || isSetupPath(path)) return null;
  return pageCacheKey(url);
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  { head, encoding }: { head: SentHead; encoding: Encoding },
) {
  const id = requestIdOf(req);
  const headers = head.headers.slice();
  if (head.requestIdAt >= 0) headers[head.requestIdAt + 1] = id;
  entry.onServe?.();
  res.writeHead(head.statusCode, headers);
  const bodiless = head.statusCode === 304 || req.method === 'HEAD';
  res.end(bodiless ? undefined : encoding === 'gzip' ? entry.gzip!() : entry.body);
  return id;
}

/** Answers public cache hits of pages and feeds first; everything else goes on to Express. */
export function answerCacheHitsFirst(app: Express, door: CacheFrontDoor): Express {
  return putInFront(app, (req, res) => {
    const key = pageKeyOfRequest(req);
    const encoding = key === null ? null : encodingFor(req);
    if (key === null || encoding === null) return false;
    const entry = door.cache.peek(key);
    if (!entry?.heads) return false;
    const ifNoneMatch = req.headers['if-none-match'];
    const notModified = entry.statusCode === 200 && isNotModified(ifNoneMatch, entry);
    const head = entry.heads.get(kindOf(encoding, notModified));
    if (!head) return false;
    const started = performance.now();
    door.cache.get(key);
    door.cache.counts.frontDoorHits += 1;
    const id = send(req, res, entry, { head, encoding });
    const responseTime = performance.now() - started;
    // The line the request log (pino-http) writes for the same answer.
    const level = head.statusCode >= 500 ? 'error' : head.statusCode >= 400 ? 'warn' : 'info';
    if (door.logger.isLevelEnabled(level)) {
      door.logger[level](
        {
          req: { id, method: req.method, url: loggedUrl(req.url ?? '/', req.method) },
          res: { statusCode: head.statusCode },
          responseTime: Math.round(responseTime),
        },
        'request completed',
      );
    }
    door.observe?.(req.method!, 'pages', head.statusCode, responseTime / 1000);
    return true;
  });
}
