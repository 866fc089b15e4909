import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { putInFront } from './front-door';
import proxyAddr from 'proxy-addr';
import { beaconOf, visitOf } from '../controllers/analytics-controller';
import {
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  toHttpError,
} from '../errors';
import { privateCacheControl } from '../http/public-responses';
import { carriesBearerToken, tokenInAddress } from '../http/api-token-request';
import { mayHaveSession } from '../http/session-state';
import { maxBeaconBytes } from '../schemas/analytics';
import type { AnalyticsCollector } from '../services/analytics/collector';
import type { RateLimiter } from '../services/rate-limit';
import { messages as originMessages, comesFromElsewhere } from './origin-check';

export interface BeaconFrontDoor {
  /** The beacon route's path, `/api/events`. */
  path: string;
  collector: AnalyticsCollector;
  /** The route's per-address limit. */
  limiter: RateLimiter;
}

const beaconTypes = new Set(['application/json', 'text/plain']);

/** The body as text, refused past the beacon's size without reading the rest. */
function readBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBeaconBytes) {
    return Promise.reject(new PayloadTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBeaconBytes) {
        req.removeAllListeners('data');
        reject(new PayloadTooLargeError());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body?: object, retryAfter?: number) {
  res.statusCode = status;
  res.setHeader('Cache-Control', privateCacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  if (!body) return res.end();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * Analytics beacons are the one request every page view sends, so they must cost little: those
 * without a session cookie are answered here, on Node's own request, before Express sets one up
 * (which costs more than the beacon's own work;
 * docs/decisions/0045-analytics-beacons-ahead-of-express.md). The rules are the route's in
 * `src/routes.ts`: same origin, JSON or text up to 4 KB, the per-address limit, the beacon
 * schema, 202. Requests with a session cookie or an API token go on to the route through Express.
 */
export function answerBeaconsFirst(app: Express, door: BeaconFrontDoor): Express {
  const clientAddress = (req: IncomingMessage) =>
    proxyAddr(req, app.get('trust proxy fn') as (address: string, hop: number) => boolean);

  async function collect(req: IncomingMessage, res: ServerResponse) {
    try {
      if (comesFromElsewhere(req.headers)) throw new ForbiddenError(originMessages.crossOrigin);
      const type = req.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
      const hasBody =
        Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'];
      if (hasBody && !beaconTypes.has(type)) throw new UnsupportedMediaTypeError();
      const address = clientAddress(req);
      const body = await readBody(req);
      await door.limiter.consume([`ip:${address}`]);
      await door.collector.record(beaconOf(body), visitOf(req.headers, address, false));
      answer(res, 202);
    } catch (error) {
      const { status, body, retryAfterSeconds } = toHttpError(error);
      // A refused body is not read: the connection cannot carry another request after it.
      if (!req.complete) res.setHeader('Connection', 'close');
      answer(res, status, body, retryAfterSeconds);
    }
  }

  return putInFront(app, (req, res) => {
    const isBeacon =
      req.method === 'POST' &&
      (req.url === door.path || !!req.url?.startsWith(`${door.path}?`)) &&
      !mayHaveSession(req.headers.cookie) &&
      !carriesBearerToken(req.headers) &&
      !tokenInAddress(req.url);
    if (isBeacon) void collect(req, res);
    return isBeacon;
  });
}
