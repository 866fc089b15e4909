import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PublicCache } from './public-cache';

/*
 * What a monitoring system scrapes (GET /metrics, the Prometheus text format): Node's own
 * figures, request durations by route template and status class, the public cache, the job
 * queue, the e-mail outbox and the build. Off unless METRICS_TOKEN or METRICS_PORT is set.
 */

export interface MetricsSources {
  db: Knex;
  cache?: PublicCache | undefined;
  version: string;
}

/** Counts read from the database on each scrape, as one gauge family by its labels. */
function tableGauge(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () => Promise<Array<Record<string, string | number>>>,
) {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await read()) {
        const labels = Object.fromEntries(labelNames.map((label) => [label, String(row[label])]));
        this.set(labels, Number(row.count));
      }
    },
  });
}

/** A running total kept elsewhere (the cache's), shown as a counter. */
function totalCounter(registry: Registry, name: string, help: string, read: () => number) {
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

function cacheMetrics(registry: Registry, cache: PublicCache) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('ava_public_cache_entries', 'Responses kept in the public cache', () => cache.size);
  gauge('ava_public_cache_bytes', 'Bytes the public cache keeps', () => cache.byteLength);
  totalCounter(
    registry,
    'ava_public_cache_hits_total',
    'Answers from the public cache',
    () => cache.counts.hits,
  );
  totalCounter(
    registry,
    'ava_public_cache_misses_total',
    'Lookups the public cache could not answer',
    () => cache.counts.misses,
  );
  totalCounter(
    registry,
    'ava_public_cache_evictions_total',
    'Entries dropped to stay within bounds',
    () => cache.counts.evictions,
  );
}

export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram;

  constructor({ db, cache, version }: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    // Gauges named like counters (promtool refuses them); the per-type gauges beside them stay.
    for (const name of ['handles', 'requests', 'resources']) {
      this.registry.removeSingleMetric(`nodejs_active_${name}_total`);
    }
    this.requestDuration = new Histogram({
      name: 'ava_http_request_duration_seconds',
      help: 'Time to answer a request, by route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    new Gauge({
      name: 'ava_build_info',
      help: 'The running version (always 1)',
      labelNames: ['version'],
      registers: [this.registry],
    }).set({ version }, 1);
    if (cache) cacheMetrics(this.registry, cache);
    tableGauge(
      this.registry,
      'ava_jobs',
      'Background jobs not yet done, by state and kind',
      ['state', 'kind'],
      () =>
        db('jobs')
          .select('state', 'kind')
          .count({ count: '*' })
          .whereNot('state', 'done')
          .groupBy('state', 'kind'),
    );
    tableGauge(this.registry, 'ava_email_outbox_messages', 'E-mails by status', ['status'], () =>
      db('emailMessages').select('status').count({ count: '*' }).groupBy('status'),
    );
  }

  /** Times every request once it is answered, by the route that answered it. */
  readonly timeRequests: RequestHandler = (req, res, next) => {
    const stop = this.requestDuration.startTimer();
    res.on('finish', () => {
      stop({
        method: req.method,
        route: routeOf(req.baseUrl, req.route?.path, req.originalUrl),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  };

  /** The scrape: a Bearer token when one is configured, compared in constant time. */
  handler(token: string | undefined): RequestHandler {
    const expected = token ? digest(token) : null;
    return async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (expected && !(given && timingSafeEqual(digest(given), expected))) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        return void res.status(401).type('text/plain').send('A metrics token is required\n');
      }
      res.type(this.registry.contentType).send(await this.registry.metrics());
    };
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A route's template (`/api/posts/:id`), never the raw URL: one series per route, not per post. */
function routeOf(baseUrl: string, routePath: unknown, url: string): string {
  // The page renderer's catch-all (`/{*splat}`) answers every page: they count as one.
  if (typeof routePath === 'string' && !routePath.includes('*')) return `${baseUrl}${routePath}`;
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return 'api (no route)';
  if (/^\/(assets|images|uploads)\//.test(path)) return 'files';
  return 'pages';
}
