import { Counter, Histogram, Registry } from 'prom-client';

/*
 * What the site's own code counts as it works (refusals, jobs, webhook deliveries, analytics
 * events), kept per process whether or not metrics are served: a counter's increment costs next
 * to nothing. GET /metrics shows them beside the app's own registry (src/http/metrics.ts).
 */
export const processRegistry = new Registry();

export const rateLimitRefusals = new Counter({
  name: 'ava_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limit',
  labelNames: ['limit'],
  registers: [processRegistry],
});

export const signInRefusals = new Counter({
  name: 'ava_sign_in_refusals_total',
  help: 'Sign-in attempts refused, by reason (a wrong password or code; limits count as rate-limit refusals)',
  labelNames: ['step'],
  registers: [processRegistry],
});

export const jobRuns = new Histogram({
  name: 'ava_job_duration_seconds',
  help: 'Background jobs run, by kind and outcome (done, or failed and to be retried or dead)',
  labelNames: ['kind', 'outcome'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [processRegistry],
});

export const webhookDeliveries = new Counter({
  name: 'ava_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by outcome',
  labelNames: ['outcome'],
  registers: [processRegistry],
});

export const analyticsEvents = new Counter({
  name: 'ava_analytics_events_total',
  help: 'Analytics beacons, by outcome: accepted into the write buffer, or dropped (buffer full)',
  labelNames: ['outcome'],
  registers: [processRegistry],
});
