import { Counter, Histogram, Registry } from 'prom-client';

/*
 * What the site's own code counts as it works (refusals, jobs, webhook deliveries, analytics
 * events), kept per process whether or not metrics are served: a counter's increment costs next
 * to nothing. GET /metrics shows them beside the app's own registry (src/http/metrics.ts).
 */
export const processRegistry = new Registry();

const counter = (name: string, help: string, label: string) =>
  new Counter({ name, help, labelNames: [label], registers: [processRegistry] });

export const rateLimitRefusals = counter(
  'ava_rate_limit_refusals_total',
  'Requests refused with 429 by a rate limit, by limit',
  'limit',
);

export const signInRefusals = counter(
  'ava_sign_in_refusals_total',
  'Sign-in attempts refused, by reason (a wrong password or code; limits count as rate-limit refusals)',
  'step',
);

export const jobRuns = new Histogram({
  name: 'ava_job_duration_seconds',
  help: 'Background jobs run, by kind and outcome (done, or failed and to be retried or dead)',
  labelNames: ['kind', 'outcome'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [processRegistry],
});

export const webhookDeliveries = counter(
  'ava_webhook_deliveries_total',
  'Webhook delivery attempts, by outcome',
  'outcome',
);

export const analyticsEvents = counter(
  'ava_analytics_events_total',
  'Analytics beacons, by outcome: accepted into the write buffer, or dropped (buffer full)',
  'outcome',
);
