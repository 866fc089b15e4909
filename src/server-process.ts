import cluster from 'node:cluster';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer, type RequestListener } from 'node:http';
import { createApp } from './app';
import type { Config } from './config/env';
import type { Logger } from 'pino';
import { devServer } from './runtime-env';
import { serveHandedConnections } from './cluster-protocol';
import { gracefulStopper, shutdownTimeoutMs } from './http/graceful-stop';
import { jobHandlers } from './jobs/handlers';
import { lapseClaimsOfDeadProcess } from './jobs/queue';
import { JobWorker } from './jobs/worker';
import type { SiteMetrics } from './http/metrics';
import { serveMetricsPort } from './http/metrics-server';
import { releaseMemoryWhenQuiet } from './http/quiet-memory-release';
import { PublicCache } from './http/public-cache';
import { openDatabase, type Database } from './models/db';
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

export interface ServerProcessOptions {
  config: Config;
  logger: Logger;
  /** The environment as the operator set it, for the child that creates the embedded database. */
  operatorEnv: NodeJS.ProcessEnv;
  /** Migrate and seed (and, when asked, print the first-admin setup link), then exit. */
  prepareOnly: boolean;
  announceSetupLink: boolean;
}

async function openOrExit(config: Config, pgliteDir: string, logger: Logger) {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir }, logger).catch(
    (error: unknown) => {
      // Another process has the embedded database open: say so plainly, without a stack trace.
      if (!(error instanceof DatabaseInUseError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
}

/** The site's HTTP server on its port, with what stops it gracefully (graceful-stop.ts). */
function listen(app: RequestListener, config: Config, logger: Logger) {
  const server = createServer();
  // Before the app among the request listeners: it marks answers `Connection: close` once stopping.
  const stopper = gracefulStopper(server);
  server.on('request', app);
  releaseMemoryWhenQuiet(server);
  if (!cluster.isWorker) {
    server.listen(config.port, config.host, () => {
      const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
      logger.info(
        `${config.site.name} listening on http://localhost:${config.port} (database: ${where})`,
      );
    });
  }
  // An idle connection is closed by the client or the proxy in front, not by us: a server that
  // closes first races the next request sent on that connection, which then fails with
  // ECONNRESET. 65 s outlasts nginx's 60 s and browsers' idle timeouts.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return stopper;
}

/**
 * One server process: opens and prepares the database, serves the site and runs the job worker
 * until SIGTERM or SIGINT, then stops without dropping a request (`gracefulStopper`). Run alone,
 * or as one worker of a cluster (`cluster-primary.ts`).
 */
export async function runServerProcess(options: ServerProcessOptions): Promise<void> {
  const { config, logger, operatorEnv, prepareOnly } = options;
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir) && !prepareOnly) {
    // Creating an embedded database runs PGlite's initdb, whose memory (~400 MB) stays with the
    // process; a short-lived child does it so the long-running server starts lean.
    logger.info('creating the embedded database');
    execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--prepare-only'], {
      stdio: 'inherit',
      env: operatorEnv,
    });
  }

  const db = await openOrExit(config, pgliteDir, logger);
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });

  // A cluster's workers start on a database their primary has just prepared.
  if (!cluster.isWorker) {
    await prepareDatabase(db, logger, { sampleContent: config.seedSampleContent });
  }
  if (options.announceSetupLink) await announceSetupLink(config.site.url, logger);
  if (prepareOnly) {
    await db.destroy();
    process.exit(0);
  }
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

  // Every instance may ask: the held messages are released once, in a transaction.
  if (config.mail.smtpUrl) {
    const released = await releaseHeldEmails(db);
    if (released > 0)
      logger.info({ emails: released }, 'sending the e-mails kept while SMTP was not set');
  }
  if (!config.databaseUrl) {
    const orphaned = await lapseClaimsOfDeadProcess(db);
    if (orphaned > 0)
      logger.info({ jobs: orphaned }, 'resuming the jobs a stopped process left running');
  }
  const worker = new JobWorker({ db, handlers: jobHandlers(config, logger), logger });
  worker.start();
  // Keyed by day: every instance may ask, the day's analytics work and retention are queued once.
  await scheduleAnalytics(db);
  await scheduleActivityRetention(db);

  const stopper = listen(app, config, logger);
  // In a cluster the primary serves the metrics port, adding up its workers' figures.
  const metricsServer = cluster.isWorker
    ? null
    : serveMetricsPort(config.metrics, (app.locals.metrics as SiteMetrics | undefined)?.source);

  stopOnSignals({ stopper, worker, metricsServer, analytics, cacheBus, db, logger });
}

interface RunningParts {
  stopper: ReturnType<typeof gracefulStopper>;
  worker: JobWorker;
  metricsServer: { close(): unknown } | null;
  analytics: AnalyticsCollector;
  cacheBus: { close(): Promise<void> } | null;
  db: Database;
  logger: Logger;
}

/** SIGTERM or SIGINT: requests, then jobs and buffered analytics finish; the database closes. */
function stopOnSignals({
  stopper,
  worker,
  metricsServer,
  analytics,
  cacheBus,
  db,
  logger,
}: RunningParts) {
  function shutdown(signal: NodeJS.Signals) {
    if (stopper.stopping) return;
    logger.info(
      { signal },
      'shutting down: refusing new connections, finishing requests in flight',
    );
    // Every step below has a bound of its own; this one is for whatever would still hang.
    setTimeout(() => {
      logger.error('stopping took too long; exiting now');
      process.exit(1);
    }, shutdownTimeoutMs + 5_000).unref();
    // Jobs in flight get most of the shutdown time to finish; the rest go back to the queue.
    const workerStopped = worker.stop(shutdownTimeoutMs - 2_000);
    metricsServer?.close();
    stopper
      .stop(shutdownTimeoutMs)
      // The last beacons still in memory go to the database before it closes.
      .then(() => Promise.all([workerStopped, analytics.flush()]))
      .then(() => cacheBus?.close())
      .then(() => db.destroy())
      .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
      .finally(() => {
        logger.info('stopped');
        process.exit(0);
      });
  }
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  if (cluster.isWorker) serveHandedConnections(stopper.server, () => shutdown('SIGTERM'));
}
