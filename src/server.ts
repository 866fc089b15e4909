import { operatorNodeEnv } from './runtime-env';
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './logger';

/*
 * `npm start`: one server process, or with WEB_CONCURRENCY > 1 (PostgreSQL only) a primary that
 * prepares the database once and runs that many workers behind one port. The primary loads none
 * of the site's code.
 */

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
const prepareOnly = process.argv.includes('--prepare-only');

if (cluster.isPrimary && config.webConcurrency > 1 && !prepareOnly) {
  const { runClusterPrimary } = await import('./cluster-primary');
  runClusterPrimary({ config, logger, operatorEnv });
} else {
  const { runServerProcess } = await import('./server-process');
  await runServerProcess({
    config,
    logger,
    operatorEnv,
    prepareOnly,
    // In a cluster the primary's preparing child prints it, once.
    announceSetupLink: prepareOnly
      ? process.argv.includes('--announce-setup-link')
      : !cluster.isWorker,
  });
}
