import { devServer, operatorNodeEnv } from './runtime-env';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './logger';
import { openDatabase } from './models/db';
import { prepareDatabase } from './models/prepare';

const shutdownTimeoutMs = 10_000;

function readConfig() {
  try {
    return loadConfig({ ...process.env, NODE_ENV: operatorNodeEnv });
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
const db = await openDatabase(
  {
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  },
  logger,
);

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection');
});

await prepareDatabase(db, logger);
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
