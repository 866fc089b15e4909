import cluster, { type Worker } from 'node:cluster';
import { execFileSync } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from './config/env';
import { clusterMessages } from './cluster-protocol';
import { shutdownTimeoutMs } from './http/graceful-stop';
import { clusterMetricsSource } from './http/metrics';
import { serveMetricsPort } from './http/metrics-server';

/** A worker that dies sooner than this after starting is restarted after a pause that doubles. */
const steadyAfterMs = 30_000;
const longestPauseMs = 30_000;

export interface ClusterOptions {
  config: Config;
  logger: Logger;
  operatorEnv: NodeJS.ProcessEnv;
}

/**
 * The primary of `WEB_CONCURRENCY` workers, each a whole server process. It migrates and seeds
 * once and prints the first-admin setup link once, in a short-lived child, before any worker
 * starts; restarts a worker that dies; and on SIGTERM or SIGINT stops every worker the way one
 * process stops, then exits 0.
 *
 * It accepts the connections itself and hands each to the next ready worker, rather than using
 * node:cluster's shared port: that port stays open until the last worker has stopped, and
 * connections it takes meanwhile are reset. Here the primary stops listening first (a client is
 * refused and retries elsewhere), and tells each worker to stop only after the last connection
 * it handed it, over the same ordered channel.
 */
export function runClusterPrimary({ config, logger, operatorEnv }: ClusterOptions): void {
  const count = config.webConcurrency;
  execFileSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--prepare-only', '--announce-setup-link'],
    { stdio: 'inherit', env: operatorEnv },
  );

  let stopping = false;
  let pauseMs = 1_000;
  const startedAt = new Map<Worker, number>();
  const ready: Worker[] = [];
  let turn = 0;
  // A worker's environment is this process's with `operatorEnv` over it: NODE_ENV must be the
  // operator's (runtime-env.ts set it to production for React), unset when they left it unset.
  if (operatorEnv.NODE_ENV === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = operatorEnv.NODE_ENV;
  const fork = () => startedAt.set(cluster.fork(operatorEnv), Date.now());

  const listener = createServer({ pauseOnConnect: true }, (socket: Socket) => {
    const worker = ready[turn++ % ready.length];
    if (!worker) return void socket.destroy();
    worker.send(clusterMessages.connection, socket, (error) => {
      if (error) socket.destroy();
    });
  });
  cluster.on('message', (worker, message) => {
    if (message !== clusterMessages.ready || stopping) return;
    ready.push(worker);
    if (listener.listening) return;
    listener.listen(config.port, config.host, () => {
      logger.info(
        `${config.site.name} listening on http://localhost:${config.port} (database: PostgreSQL, ${count} worker processes)`,
      );
    });
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (ready.includes(worker)) ready.splice(ready.indexOf(worker), 1);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info('stopped');
        process.exit(0);
      }
      return;
    }
    pauseMs = lived >= steadyAfterMs ? 1_000 : Math.min(pauseMs * 2, longestPauseMs);
    logger.error(
      { worker: worker.process.pid, code, signal, restartInMs: pauseMs },
      'a worker process stopped; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, pauseMs).unref();
  });

  for (let n = 0; n < count; n += 1) fork();
  const metricsServer = serveMetricsPort(config.metrics, clusterMetricsSource());

  function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: each worker finishes its requests in flight');
    listener.close();
    metricsServer?.close();
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) {
      if (worker.isConnected()) worker.send(clusterMessages.stop);
      else worker.process.kill('SIGTERM');
    }
    // A worker past its own shutdown timeout is stuck: cut it.
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, shutdownTimeoutMs + 5_000).unref();
  }
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
