import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import { processRegistry } from '../process-metrics';
import type { PublicCache } from './public-cache';

/*
 * What a monitoring system scrapes (GET /metrics, the Prometheus text format): Node's own
 * figures, request durations by route template and status class, the public cache, the job
 * queue, the e-mail outbox, the database's queries and pool, buffered analytics events and the
 * build, with the counters the site's code keeps as it works (src/process-metrics.ts). Off unless METRICS_TOKEN or METRICS_PORT is set.
 */

export interface MetricsSources {
  db: Knex;
  cache?: PublicCache | undefined;
  analytics?: { readonly buffered: number } | undefined;
  version: string;
}

/** Query durations from knex's own events, and the connection pool's use at each scrape. */
function databaseMetrics(registry: Registry, db: Knex) {
  const queries = new Histogram({
    name: 'ava_db_query_duration_seconds',
    help: 'Database queries, by outcome',
    labelNames: ['outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  // knex names each query; its response or error arrives with the same name.
  type Query = { __knexQueryUid?: string };
  const running = new Map<string, (labels: { outcome: string }) => number>();
  db.on('query', (query: Query) => running.set(query.__knexQueryUid ?? '', queries.startTimer()));
  const finish = (outcome: string) => (_: unknown, query: Query) => {
    running.get(query.__knexQueryUid ?? '')?.({ outcome });
    running.delete(query.__knexQueryUid ?? '');
  };
  db.on('query-response', finish('ok'));
  db.on('query-error', finish('error'));
  const pool = () =>
    (db.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } })
      .pool;
  new Gauge({
    name: 'ava_db_pool_connections',
    help: 'Database connections, by state: used, free, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const current = pool();
      if (!current) return;
      this.set({ state: 'used' }, current.numUsed());
      this.set({ state: 'free' }, current.numFree());
      this.set({ state: 'waiting' }, current.numPendingAcquires());
    },
  });
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
    // Every worker of a cluster reads the same rows: the primary shows them once.
    aggregator: 'first',
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
    'ava_public_cache_front_door_hits_total',
    'Hits answered before Express (src/middleware/cache-front-door.ts), among the hits',
    () => cache.counts.frontDoorHits,
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
  /** Route templates and methods are few: one child per series the site has answered. */
  private readonly requestSeries = new Map<string, ReturnType<Histogram['labels']>>();

  constructor({ db, cache, analytics, version }: MetricsSources) {
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
      aggregator: 'first',
    }).set({ version }, 1);
    if (cache) cacheMetrics(this.registry, cache);
    databaseMetrics(this.registry, db);
    if (analytics) {
      new Gauge({
        name: 'ava_analytics_events_buffered',
        help: 'Analytics events received and not yet written',
        registers: [this.registry],
        collect() {
          this.set(analytics.buffered);
        },
      });
    }
    // A cluster's primary asks each worker for these figures and adds them up (cluster-primary.ts).
    if (cluster.isWorker) {
      AggregatorRegistry.setRegistries([this.registry, processRegistry]);
      new AggregatorRegistry();
    }
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
    const started = performance.now();
    res.on('finish', () => {
      const route = routeOf(req.baseUrl, req.route?.path, req.originalUrl);
      this.observe(req.method, route, res.statusCode, (performance.now() - started) / 1000);
    });
    next();
  };

  /**
   * Counts one answered request; the cache's front door answers without Express. Each series'
   * child is kept: finding it from the labels each time cost cached pages 8% of their speed.
   */
  readonly observe = (method: string, route: string, statusCode: number, seconds: number) => {
    const statusClass = Math.floor(statusCode / 100);
    const key = `${method} ${statusClass} ${route}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.requestDuration.labels({ method, route, status_class: `${statusClass}xx` });
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  };

  /** This process's figures, for the scrape. */
  get source(): MetricsSource {
    const registries = [this.registry, processRegistry];
    return {
      contentType: this.registry.contentType,
      read: async () => (await Promise.all(registries.map((r) => r.metrics()))).join('\n'),
    };
  }
}

/** Where a scrape's text comes from: one process's registry, or a cluster's, added up. */
export interface MetricsSource {
  contentType: string;
  read(): Promise<string>;
}

/** The figures of every worker of a cluster, asked for by its primary and added up. */
export function clusterMetricsSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() };
}

/** The scrape: a Bearer token when one is configured, compared in constant time. */
export function metricsHandler(token: string | undefined, source: MetricsSource): RequestHandler {
  const expected = token ? digest(token) : null;
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (expected && !(given && timingSafeEqual(digest(given), expected))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return void res.status(401).type('text/plain').send('A metrics token is required\n');
    }
    res.type(source.contentType).send(await source.read());
  };
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
