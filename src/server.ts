import { devServer, operatorNodeEnv } from './runtime-env';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './logger';
import { jobHandlers } from './jobs/handlers';
import { JobWorker } from './jobs/worker';
import type { SiteMetrics } from './http/metrics';
import { serveMetricsPort } from './http/metrics-server';
import { PublicCache } from './http/public-cache';
import { openDatabase } from './models/db';
import { DatabaseInUseError } from './models/pglite-lock';
import { prepareDatabase } from './models/prepare';
import { AnalyticsCollector } from './services/analytics/collector';
import { scheduleActivityRetention } from './services/activity/activity-retention';
import { scheduleAnalytics } from './services/analytics/analytics-jobs';
import { connectCacheBus } from './services/cache-bus';
import { releaseHeldEmails } from './services/email/sender';
import { announceSetupLink } from './services/setup-service';
import { forgetSeoOverrides } from './services/seo-service';
import { forgetSharedContent } from './services/shared-content-service';
import { forgetSavedSiteSettings } from './services/site-settings-service';

const shutdownTimeoutMs = 10_000;

/** The environment as the operator set it, before runtime-env switched NODE_ENV for React. */
const operatorEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: operatorNodeEnv };
if (operatorNodeEnv === undefined) delete operatorEnv.NODE_ENV;

function readConfig() {
  try {
    return loadConfig(operatorEnv);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config);
const pgliteDir = path.join(config.dataDir, 'pglite');
const prepareOnly = process.argv.includes('--prepare-only');

if (!config.databaseUrl && !existsSync(pgliteDir) && !prepareOnly) {
  // Creating an embedded database runs PGlite's initdb, whose memory (~400 MB) stays with the
  // process; a short-lived child does it so the long-running server starts lean.
  logger.info('creating the embedded database');
  execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--prepare-only'], {
    stdio: 'inherit',
    env: operatorEnv,
  });
}

const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir }, logger).catch(
  (error: unknown) => {
    // Another process has the embedded database open: say so plainly, without a stack trace.
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection');
});

await prepareDatabase(db, logger, { sampleContent: config.seedSampleContent });
if (prepareOnly) {
  await db.destroy();
  process.exit(0);
}
await announceSetupLink(config.site.url, logger);
const publicCache = devServer ? undefined : new PublicCache();
const cacheBus = publicCache
  ? await connectCacheBus(db, publicCache, logger, () => {
      forgetSavedSiteSettings();
      forgetSeoOverrides();
      forgetSharedContent();
    })
  : null;
const analytics = new AnalyticsCollector({ db, logger, siteUrl: config.site.url });
const app = await createApp({
  config,
  db,
  logger,
  pages: devServer ? 'development' : 'production',
  publicCache,
  analytics,
});

if (config.mail.smtpUrl) {
  const released = await releaseHeldEmails(db);
  if (released > 0)
    logger.info({ emails: released }, 'sending the e-mails kept while SMTP was not set');
}
const worker = new JobWorker({ db, handlers: jobHandlers(config, logger), logger });
worker.start();
// Keyed by day: every instance may ask, the day's analytics work and retention are queued once.
await scheduleAnalytics(db);
await scheduleActivityRetention(db);

let stopping = false;
// Once shutdown starts, close() refuses new connections; a request already sent on an open one
// is still answered, with `Connection: close` so that the client does not send another.
const server: Server = createServer((req, res) => {
  if (stopping) res.setHeader('Connection', 'close');
  app(req, res);
});
server.listen(config.port, config.host, () => {
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  logger.info(
    `${config.site.name} listening on http://localhost:${config.port} (database: ${where})`,
  );
});
// An idle connection is closed by the client or the proxy in front, not by us: a server that
// closes first races the next request sent on that connection, which then fails with
// ECONNRESET. 65 s outlasts nginx's 60 s and browsers' idle timeouts.
server.keepAliveTimeout = 65_000;
const metricsServer = serveMetricsPort(
  config.metrics,
  app.locals.metrics as SiteMetrics | undefined,
);
server.headersTimeout = 66_000;

function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: refusing new connections, finishing requests in flight');
  const forceExit = setTimeout(() => {
    logger.warn('requests still running after the shutdown timeout; closing them');
    server.closeAllConnections();
  }, shutdownTimeoutMs);
  forceExit.unref();
  // Jobs in flight get most of the shutdown time to finish; the rest go back to the queue.
  const workerStopped = worker.stop(shutdownTimeoutMs - 2_000);
  metricsServer?.close();
  server.close(() => {
    // The last beacons still in memory go to the database before it closes.
    Promise.all([workerStopped, analytics.flush()])
      .then(() => cacheBus?.close())
      .then(() => db.destroy())
      .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
      .finally(() => {
        logger.info('stopped');
        process.exit(0);
      });
  });
  // Connections go idle as their last response finishes: close them as they do.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
