import express, { type Express, type RequestHandler } from 'express';
import type { PublicCache } from '../http/public-cache';
import {
  cacheJsonForVisitors,
  privateCacheControl,
  reportsPublicEffect,
} from '../http/public-responses';
import type { Route } from '../routes';
import { maxBeaconBytes } from '../schemas/analytics';
import { apiNotFound } from './error-handler';
import { requireBodyType, requireSameOrigin } from './origin-check';
import { apiCacheKey } from './page-cache-key';

/** API answers are private unless a public route's cache says otherwise. */
const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', privateCacheControl);
  next();
};

// Beacons are read as text (sendBeacon sends JSON as text/plain), and small.
const beaconBody = express.text({
  type: ['application/json', 'text/plain'],
  limit: maxBeaconBytes,
});
const jsonBody = express.json({ limit: '1mb' });

/**
 * What a write does once its body is read: its effect on public pages, its guards, its action.
 * A page's form posted without scripts goes through the same (src/middleware/page-form-posts.ts).
 */
export function writeHandlers(route: Route): RequestHandler[] {
  return [
    reportsPublicEffect(route.publicEffect ?? 'everything'),
    ...route.guards,
    route.action as RequestHandler,
  ];
}

/** A route's own handlers, after the body is read: its type, effect, guards, cache, action. */
function routeHandlers(route: Route, publicCache: PublicCache | undefined): RequestHandler[] {
  if (route.method !== 'get') return [requireBodyType(route.bodyType), ...writeHandlers(route)];
  const query = route.publicCache?.query;
  const caching =
    query && publicCache
      ? [cacheJsonForVisitors(publicCache, (req) => apiCacheKey(req.originalUrl, query))]
      : [];
  return [
    requireBodyType(route.bodyType),
    ...route.guards,
    ...caching,
    route.action as RequestHandler,
  ];
}

/** The API: private JSON by default, each route behind its guards and, where public, the cache. */
export function mountApi(app: Express, routes: Route[], publicCache: PublicCache | undefined) {
  app.use('/api', privateByDefault, requireSameOrigin);
  for (const route of routes) {
    if (route.bodyType === 'beacon') app[route.method](route.path, beaconBody);
    // Read here, the body is not read again by the API-wide parser below.
    if (route.jsonLimit) app[route.method](route.path, express.json({ limit: route.jsonLimit }));
  }
  app.use('/api', jsonBody);
  for (const route of routes) app[route.method](route.path, ...routeHandlers(route, publicCache));
  app.use('/api', apiNotFound);
}
