import { createServer, type Server } from 'node:http';
import express from 'express';
import type { Config } from '../config/env';
import { metricsHandler, type MetricsSource } from './metrics';

/**
 * With METRICS_PORT, the metrics answer there only (on loopback unless METRICS_HOST says
 * otherwise), never on the site's public port; a token, when set, is asked for there too.
 */
export function serveMetricsPort(
  { port, host, token }: Config['metrics'],
  source: MetricsSource | undefined,
): Server | null {
  if (port === undefined || !source) return null;
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsHandler(token, source));
  const server = createServer(app);
  server.listen(port, host);
  return server;
}
