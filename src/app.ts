import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import serveStaticCompressed from 'express-static-gzip';
import { serveApiReferenceAssets } from './http/api-reference-assets';
import { appVersion } from './config/app-version';
import { metricsHandler, SiteMetrics, type MetricsSources } from './http/metrics';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createPassport, type AppPassport } from './auth/passport';
import { SignInThrottle } from './auth/sign-in-throttle';
import type { Config } from './config/env';
import { sampleAdminSignIn } from '../seeds/01_users';
import { toPublicSite } from './config/site';
import { feedRoutes } from './controllers/feed-controller';
import { setupLimiter } from './controllers/setup-controller';
import { commentLimiters } from './middleware/comment-limits';
import {
  bearerTokens,
  refuseTokensInAddress,
  tokenLimiter,
  unlessToken,
} from './middleware/bearer-token';
import { errorHandler } from './middleware/error-handler';
import { answerBeaconsFirst } from './middleware/beacon-front-door';
import { answerCacheHitsFirst } from './middleware/cache-front-door';
import { mountApi } from './middleware/mount-api';
import { pageFormPosts } from './middleware/page-form-posts';
import { refuseImpossiblePaths } from './middleware/path-guards';
import { benchMemoryPages } from './middleware/bench-memory';
import { deferClientScripts } from './middleware/defer-scripts';
import { stylesheetInliner } from './middleware/inline-styles';
import { apiCacheKey } from './middleware/page-cache-key';
import { PublicCache } from './http/public-cache';
import { neverShareCookies, serveFromCache } from './http/public-responses';
import { pageKeyOf, renderPages } from './middleware/render-page';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security';
import { loadSite } from './middleware/site';
import { endExpiredSessions, sessionMiddleware } from './middleware/session';
import { uploadLimiter } from './middleware/upload-limits';
import { isDatabaseReachable, type Database } from './models/db';
import { pageForms } from './page-forms';
import { apiRoutes, type Route } from './routes';
import {
  mediaStorageOf,
  uploadsUrl,
  type MediaStorage,
} from './services/media-storage/media-storage';
import { onPublicContentChange } from './services/public-content';
import { AnalyticsCollector } from './services/analytics/collector';
import { DatabaseRateLimitStore, MemoryRateLimitStore, RateLimiter } from './services/rate-limit';
import { dropSharedContent } from './services/shared-content-service';
import { forgetSavedSiteSettings } from './services/site-settings-service';
import { forgetSeoOverrides } from './services/seo-service';

const minute = 60_000;

export const messages = {
  tooManyRegistrations: 'Too many registration attempts. Please try again later.',
  tooManyLeads: 'Too many requests sent from your connection. Please try again later or call us.',
  tooManyEvents: 'Too many events sent from your connection. Please slow down.',
} as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Pages = 'production' | 'development' | 'none';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
  /** 'production' serves the Vike build, 'development' Vite's dev server, 'none' no pages (API tests). */
  pages?: Pages;
  /**
   * Public responses for anonymous visitors (pages, public API, feeds); production only
   * (development renders every time).
   */
  publicCache?: PublicCache;
  /** Where analytics beacons go; the server flushes it on shutdown, tests when they read. */
  analytics?: AnalyticsCollector;
}

/**
 * GET /metrics when configured: on the public port behind its token, or (METRICS_PORT) kept in
 * `app.locals.metrics` for the server to serve on its own port.
 */
async function serveMetrics(
  app: Express,
  config: Config,
  sources: Omit<MetricsSources, 'version'>,
) {
  const { token, port } = config.metrics;
  if (!token && !port) return;
  const metrics = new SiteMetrics({ ...sources, version: await appVersion() });
  app.use(metrics.timeRequests);
  app.locals.metrics = metrics;
  if (!port) app.get('/metrics', metricsHandler(token, metrics.source));
}

type Limiters = ReturnType<typeof createLimiters>;

function createLimiters(db: Database) {
  const rateLimits = new DatabaseRateLimitStore(db);
  return {
    signIn: new SignInThrottle(rateLimits),
    register: new RateLimiter(rateLimits, {
      name: 'register',
      max: 10,
      windowMs: 60 * minute,
      message: messages.tooManyRegistrations,
    }),
    leads: new RateLimiter(rateLimits, {
      name: 'leads',
      max: 20,
      windowMs: 60 * minute,
      message: messages.tooManyLeads,
    }),
    comments: commentLimiters(rateLimits),
    uploads: uploadLimiter(rateLimits),
    setup: setupLimiter(rateLimits),
    // In memory: a flood of beacons must not cost a query each.
    events: new RateLimiter(new MemoryRateLimitStore(), {
      name: 'events',
      max: 300,
      windowMs: minute,
      message: messages.tooManyEvents,
    }),
    apiTokens: tokenLimiter(rateLimits),
  };
}

/**
 * Who a request is from: an API request with a token, the token's account (no session is read,
 * made or saved for it); any other, the browser's session (src/middleware/session.ts).
 */
function signInRequests(
  app: Express,
  {
    config,
    db,
    limiters,
    passport,
  }: { config: Config; db: Database; limiters: Limiters; passport: AppPassport },
) {
  app.use('/api', bearerTokens({ signIn: limiters.signIn, perToken: limiters.apiTokens }));
  app.use(unlessToken(sessionMiddleware(config, db)));
  app.use(unlessToken(endExpiredSessions));
  app.use(passport.initialize());
  app.use(unlessToken(passport.session()));
}

/** Public API answers and pages kept for anonymous visitors, answered before the rest. */
function cachedAnswers(publicCache: PublicCache, routes: Route[]): RequestHandler[] {
  const cachedReads = express.Router();
  for (const route of routes) {
    const query = route.publicCache?.query;
    if (query) {
      cachedReads.get(
        route.path,
        serveFromCache(publicCache, (req) => apiCacheKey(req.originalUrl, query)),
      );
    }
  }
  return [
    cachedReads,
    serveFromCache(publicCache, (req) => (req.path.startsWith('/api/') ? null : pageKeyOf(req))),
  ];
}

/** Uploads, and the built assets and public files (production) or Vite's modules (development). */
async function serveFiles(app: Express, mediaStorage: MediaStorage, pages: Pages) {
  // Upload names are random and never reused, so they can be cached for good.
  app.use(uploadsUrl, mediaStorage.serve);
  serveApiReferenceAssets(app);

  if (pages === 'production') {
    // The build stores each asset gzipped and Brotli-compressed at their best settings.
    app.use(
      '/assets',
      serveStaticCompressed(path.join(root, 'dist/client/assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    );
    app.use(express.static(path.join(root, 'dist/client'), { maxAge: '1h', index: false }));
  }
  if (pages === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
  }
}

/** Vike's pages; only the production build's are cached finished (development serves Vite's modules). */
function pageRenderer(pages: 'production' | 'development', publicCache: PublicCache | undefined) {
  let finishCachedHtml: ((html: string) => string) | undefined;
  if (pages === 'production') {
    const inlineStylesheets = stylesheetInliner(path.join(root, 'dist/client'));
    finishCachedHtml = (html) => deferClientScripts(inlineStylesheets(html));
  }
  return renderPages(publicCache, finishCachedHtml);
}

export async function createApp({
  config,
  db,
  logger,
  pages = 'production',
  publicCache = pages === 'production' ? new PublicCache() : undefined,
  analytics = new AnalyticsCollector({ db, logger, siteUrl: config.site.url }),
}: AppDependencies): Promise<Express> {
  // What a previous app of this process kept may be another database's (tests build many).
  dropSharedContent();
  forgetSavedSiteSettings();
  forgetSeoOverrides();
  const app = express();
  app.disable('x-powered-by');
  app.use(neverShareCookies);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  const configuredSite = toPublicSite(config, sampleAdminSignIn);
  const mediaStorage = mediaStorageOf(config.mediaStorage);
  const limiters = createLimiters(db);
  const passport = createPassport();
  const routes = apiRoutes({
    passport,
    configuredSite,
    limiters,
    mediaStorage,
    importsDir: path.join(config.dataDir, 'imports'),
    sessionSecret: config.sessionSecret,
    db,
    smtpConfigured: !!config.mail.smtpUrl,
    production: config.isProduction,
    analytics,
  });
  app.use(requestLog(logger));
  await serveMetrics(app, config, { db, cache: publicCache, analytics });
  app.use(loadSite(configuredSite));
  app.use(...securityHeaders(config, { dev: pages === 'development' }));
  app.use(compression());
  app.use(refuseImpossiblePaths({ production: pages === 'production' }));
  // Before anything answers or reads it: a token never travels in an address.
  app.use('/api', refuseTokensInAddress);
  // The bench's yardstick sits where a cached page is answered, so both pass the same middleware.
  if (process.env.BENCH_MEMORY_PAGES === '1') app.use(benchMemoryPages());
  if (publicCache) {
    onPublicContentChange((change) => publicCache.invalidate(change));
    app.use(...cachedAnswers(publicCache, routes));
  }

  // Feeds are the same for everyone: answered before the session, which they never touch.
  app.use(feedRoutes(publicCache));
  await serveFiles(app, mediaStorage, pages);

  app.get('/healthz', async (_req, res) => {
    const up = await isDatabaseReachable(db);
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(up ? 200 : 503)
      .json({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
  });

  signInRequests(app, { config, db, limiters, passport });

  mountApi(app, routes, publicCache);
  const renderer = pages === 'none' ? undefined : pageRenderer(pages, publicCache);
  // The public forms, posted to their pages when scripts do not run (src/page-forms.ts).
  app.use(pageFormPosts(pageForms, routes, renderer));
  if (renderer) app.get('/{*splat}', renderer);

  app.use(errorHandler);
  // Beacons from visitors without a session: answered first, with no log line and no session.
  answerBeaconsFirst(app, { path: '/api/events', collector: analytics, limiter: limiters.events });
  if (publicCache) {
    const metrics = app.locals.metrics as SiteMetrics | undefined;
    answerCacheHitsFirst(app, { cache: publicCache, logger, observe: metrics?.observe });
  }
  return app;
}
