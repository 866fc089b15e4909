import { devServer, operatorNodeEnv } from './runtime-env';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './logger';
import { openDatabase } from './models/db';
import { prepareDatabase } from './models/prepare';

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

const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir }, logger);

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection');
});

await prepareDatabase(db, logger);
if (prepareOnly) {
  await db.destroy();
  process.exit(0);
}
const app = await createApp({
  config,
  db,
  logger,
  pages: devServer ? 'development' : 'production',
});

const server: Server = app.listen(config.port, config.host, () => {
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  logger.info(
    `${config.site.name} listening on http://localhost:${config.port} (database: ${where})`,
  );
});
server.keepAliveTimeout = 5_000;

let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: refusing new connections, finishing requests in flight');
  const forceExit = setTimeout(() => {
    logger.warn('requests still running after the shutdown timeout; closing them');
    server.closeAllConnections();
  }, shutdownTimeoutMs);
  forceExit.unref();
  server.close(() => {
    db.destroy()
      .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
      .finally(() => {
        logger.info('stopped');
        process.exit(0);
      });
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
