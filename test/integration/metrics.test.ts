import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config/env';
import { serveMetricsPort } from '#src/http/metrics-server';
import type { SiteMetrics } from '#src/http/metrics';
import { PublicCache } from '#src/http/public-cache';
import { pino } from 'pino';
import { enqueue } from '#src/jobs/queue';
import { JobWorker } from '#src/jobs/worker';
import { createUser } from '../factories/users';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// GET /metrics: the Prometheus text a monitoring system scrapes, only for whoever may read it.

const token = 'scrape-token-of-the-monitoring-system';
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const configWith = (env: Record<string, string>) => ({
  ...testConfig(),
  metrics: loadConfig({ ...process.env, NODE_ENV: 'test', ...env }).metrics,
});

describe('GET /metrics', () => {
  it('is absent unless a token or a port of its own is set', async () => {
    const app = await createTestApp(database.db);
    const answer = await request(app).get('/metrics');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('# HELP');
  });

  it('asks for the token, compared whole, and then answers in the Prometheus text format', async () => {
    const app = await createTestApp(database.db, configWith({ METRICS_TOKEN: token }));
    const refused = await request(app).get('/metrics').expect(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await request(app).get('/metrics').set('Authorization', `Bearer ${token}x`).expect(401);
    await request(app).get('/metrics').set('Authorization', token).expect(401);

    await enqueue(database.db, { kind: 'test.waiting', idempotencyKey: 'metrics-test' });
    await request(app).get('/api/posts?limit=1').expect(200);
    await request(app).get('/api/posts/999999').expect(404);
    const scraped = await request(app)
      .get('/metrics')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.headers['cache-control']).toBe('no-store');
    const text = scraped.text;
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(/ava_build_info\{version="[^"]+"\} 1/);
    // By route template, never by the address asked for.
    expect(text).toMatch(
      /ava_http_request_duration_seconds_count\{method="GET",route="\/api\/posts\/:id",status_class="4xx"\} 1/,
    );
    expect(text).not.toContain('/api/posts/999999');
    expect(text).toMatch(/ava_jobs\{state="pending",kind="test.waiting"\} 1/);
    expect(text).toContain('ava_email_outbox_messages');
  });

  it('counts the public cache’s hits, misses and what it keeps', async () => {
    const cache = new PublicCache();
    const config = configWith({ METRICS_TOKEN: token });
    const { createApp } = await import('#src/app');
    const { pino } = await import('pino');
    const app = await createApp({
      config,
      db: database.db,
      logger: pino({ level: 'silent' }),
      pages: 'none',
      publicCache: cache,
    });
    for (let time = 0; time < 3; time += 1)
      await request(app).get('/api/posts?limit=2').expect(200);
    const text = (await request(app).get('/metrics').set('Authorization', `Bearer ${token}`)).text;
    expect(text).toMatch(/ava_public_cache_hits_total \d+/);
    expect(Number(/ava_public_cache_hits_total (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
    expect(Number(/ava_public_cache_entries (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/ava_public_cache_bytes (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
  });

  it('counts refusals, jobs, queries, the pool and analytics events as they happen', async () => {
    const app = await createTestApp(
      database.db,
      configWith({ METRICS_TOKEN: token, TRUST_PROXY: '1' }),
    );
    const scrape = async () =>
      (await request(app).get('/metrics').set('Authorization', `Bearer ${token}`)).text;
    const value = (text: string, series: string) =>
      Number(new RegExp(`^${series.replace(/[{}.]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    const before = await scrape();

    const user = await createUser();
    const address = '198.51.100.77';
    const wrong = () =>
      request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ username: user.username, password: 'not-the-password' });
    const answers = [];
    for (let n = 0; n < 8; n += 1) answers.push((await wrong()).status);
    expect(answers).toContain(401);
    expect(answers).toContain(429);

    await enqueue(database.db, { kind: 'metrics.counted', idempotencyKey: 'metrics-job' });
    const worker = new JobWorker({
      db: database.db,
      handlers: [{ kind: 'metrics.counted', run: async () => {} }],
      logger: pino({ level: 'silent' }),
    });
    expect(await worker.runDue()).toBe(1);
    // runDue starts the jobs it claims; their outcome is recorded when they end.
    await worker.drain();

    const after = await scrape();
    const grew = (series: string) => value(after, series) - value(before, series);
    expect(grew('ava_sign_in_refusals_total{step="password"}')).toBe(
      answers.filter((status) => status === 401).length,
    );
    expect(grew('ava_rate_limit_refusals_total{limit="login-address-account"}')).toBe(
      answers.filter((status) => status === 429).length,
    );
    expect(grew('ava_job_duration_seconds_count{kind="metrics.counted",outcome="done"}')).toBe(1);
    expect(value(after, 'ava_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(10);
    expect(after).toMatch(/^ava_analytics_events_buffered 0$/m);
    expect(after).toContain('# TYPE ava_webhook_deliveries_total counter');
    expect(after).toContain('# TYPE ava_analytics_events_total counter');
  });

  it('with a port of its own, answers there on loopback and never on the public port', async () => {
    const config = configWith({ METRICS_PORT: '9464' });
    const app = await createTestApp(database.db, config);
    await request(app).get('/metrics').expect(404);
    // Port 0: a free one, on loopback as METRICS_HOST's default says.
    const server = serveMetricsPort(
      { ...config.metrics, port: 0 },
      (app.locals.metrics as SiteMetrics).source,
    )!;
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('ava_build_info');
    } finally {
      server.close();
    }
  });
});
