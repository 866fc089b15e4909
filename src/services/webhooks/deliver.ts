import type { Knex } from 'knex';
import { raw } from 'objection';
import type { Logger } from 'pino';
import type { JobHandler } from '../../jobs/worker';
import type { JobRow } from '../../jobs/queue';
import { scheduledDelay } from '../../jobs/retry';
import { User } from '../../models/user';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../../models/outbound';
import type { AttemptTrigger } from '../../schemas/wire/webhooks';
import { queueEmail } from '../email/outbox';
import { deliverWebhookJob, webhookRetryScheduleMs } from '../webhook-service';
import { signWebhook } from './signature';
import { postWebhook, type Resolve } from './transport';
import { webhookDeliveries } from '../../process-metrics';

/** An endpoint whose deliveries have failed without a success for this long is switched off. */
export const failingLimitMs = 3 * 24 * 60 * 60_000;

export interface WebhookDeliveryOptions {
  /** In production only public https addresses are reached (checked at each delivery). */
  production: boolean;
  site: { name: string; url: string };
  logger: Logger;
  /** How host names are resolved (tests name their own). */
  resolve?: Resolve;
}

/** How one attempt went: an answer (any status), or the error that stopped it. */
interface Outcome {
  startedAt: Date;
  status: number | null;
  ms: number;
  body: string | null;
  truncated: boolean;
  error: string | null;
}

/** What made an attempt (`job.payload.resend`: queued by "Resend", `resendDelivery` in delivery-log.ts). */
function triggerOf(job: JobRow, delivery: WebhookDelivery): AttemptTrigger {
  if (job.payload.resend === true) return 'resend';
  if (delivery.event === 'webhook.test') return 'test';
  return job.attempts > 1 ? 'retry' : 'scheduled';
}

const describeStatus = (status: number) =>
  status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;

/** One attempt: the POST, signed with this attempt's time, and how it went. */
async function attempt(
  options: WebhookDeliveryOptions,
  endpoint: WebhookEndpoint,
  delivery: WebhookDelivery,
  signal: AbortSignal,
): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  const startedAt = new Date();
  const started = performance.now();
  // The time of this attempt: receivers refuse old timestamps to stop replays.
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  try {
    const response = await postWebhook(
      endpoint.url,
      {
        headers: {
          'content-type': 'application/json',
          // The origin is ASCII (punycode); the site's name may not be, and headers must be.
          'user-agent': `Webhooks (+${options.site.url})`,
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(endpoint.secret, delivery.messageId, timestamp, body),
        },
        body,
        signal,
      },
      { production: options.production, resolve: options.resolve },
    );
    const ok = response.status >= 200 && response.status < 300;
    return {
      startedAt,
      status: response.status,
      ms: response.ms,
      body: response.body,
      truncated: response.truncated,
      error: ok ? null : describeStatus(response.status),
    };
  } catch (error) {
    return {
      startedAt,
      status: null,
      ms: Math.round(performance.now() - started),
      body: null,
      truncated: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * Sends one delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`)
 * and records the attempt with how it went. A failure is thrown so the queue tries again on the
 * schedule; after the last attempt the delivery is abandoned. Deliveries failing for 3 days switch
 * their endpoint off and tell the admins. A resend (`payload.resend`) is one more attempt of a
 * delivery whatever its status, tried once.
 */
export function webhookDeliveryHandler(options: WebhookDeliveryOptions): JobHandler {
  return {
    kind: deliverWebhookJob,
    retryDelayMs: scheduledDelay(webhookRetryScheduleMs),
    // The request's own limit is 10 s; this leaves room for DNS and the bookkeeping.
    timeoutMs: 30_000,
    async run(job: JobRow, signal: AbortSignal) {
      const deliveryId = Number(job.payload.deliveryId);
      const resend = job.payload.resend === true;
      const delivery = await WebhookDelivery.query().findById(deliveryId);
      // Gone with its endpoint or lead.
      if (!delivery) return;
      // Settled already (by an earlier run of this job, or a resend): a resend goes all the same.
      if (!resend && (delivery.status === 'delivered' || delivery.status === 'abandoned')) return;
      const endpoint = await WebhookEndpoint.query().findById(delivery.endpointId);
      if (!endpoint) return;
      if (!endpoint.enabled && delivery.event !== 'webhook.test') {
        // Switched off since the resend was asked for: nothing goes to it, and nothing changes.
        if (resend) return;
        await delivery.$query().patch({
          status: 'abandoned',
          lastError: 'The endpoint is switched off',
        });
        return;
      }
      const outcome = await attempt(options, endpoint, delivery, signal);
      const lastAttempt = job.attempts >= job.maxAttempts;
      // Retries ran out: abandoned. A ping or a resend, tried once by design, simply failed.
      const abandon = lastAttempt && job.maxAttempts > 1;
      await record(delivery, endpoint, triggerOf(job, delivery), outcome, abandon, options);
      webhookDeliveries.inc({
        outcome: outcome.error === null ? 'delivered' : abandon ? 'abandoned' : 'failed',
      });
      if (outcome.error && !lastAttempt) throw new Error(outcome.error);
    },
  };
}

/** How long a stored error may be. */
const maxErrorLength = 2000;

/**
 * Records an attempt and, in the same transaction, what the delivery shows of it: the delivery
 * counts its attempts and carries the newest one's status, response and error.
 */
async function record(
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
  trigger: AttemptTrigger,
  outcome: Outcome,
  abandon: boolean,
  options: WebhookDeliveryOptions,
) {
  await WebhookDelivery.transaction(async (trx) => {
    const delivered = outcome.error === null;
    const lastError = outcome.error?.slice(0, maxErrorLength) ?? null;
    await WebhookAttempt.query(trx).insert({
      deliveryId: delivery.id,
      trigger,
      startedAt: outcome.startedAt,
      responseStatus: outcome.status,
      responseMs: outcome.ms,
      responseBody: outcome.body,
      responseTruncated: outcome.truncated,
      error: lastError,
    });
    await WebhookDelivery.query(trx)
      .findById(delivery.id)
      .patch({
        // A failure leaves an abandoned delivery abandoned (its endpoint was switched off
        // meanwhile, or a resend failed after its retries ran out): nothing retries it.
        status: delivered
          ? 'delivered'
          : abandon
            ? 'abandoned'
            : (raw(`case when status = 'abandoned' then status else 'failed' end`) as never),
        // Counted in the database: a resend may run beside the delivery's own job.
        attempts: raw('attempts + 1') as never,
        responseStatus: outcome.status,
        responseMs: outcome.status === null ? null : outcome.ms,
        lastError,
        deliveredAt: delivered ? new Date() : null,
      });
    if (delivered) {
      await WebhookEndpoint.query(trx)
        .findById(endpoint.id)
        .whereNotNull('failingSince')
        .patch({ failingSince: null });
      return;
    }
    await WebhookEndpoint.query(trx)
      .findById(endpoint.id)
      .whereNull('failingSince')
      .patch({ failingSince: new Date() });
    await switchOffIfFailingTooLong(trx, endpoint, outcome.error ?? 'failed', options);
  });
}

async function switchOffIfFailingTooLong(
  trx: Knex.Transaction,
  endpoint: WebhookEndpoint,
  lastError: string,
  options: WebhookDeliveryOptions,
) {
  const reason = `Deliveries failed for 3 days; the last error: ${lastError}`.slice(0, 300);
  // Conditional, so that of several deliveries failing at once only one switches it off.
  const [switched] = (await trx('webhookEndpoints')
    .where({ id: endpoint.id, enabled: true })
    .where('failingSince', '<=', new Date(Date.now() - failingLimitMs))
    .update({ enabled: false, disabledReason: reason, updatedAt: new Date() })
    .returning(['id', 'url', 'failingSince'])) as Array<
    Pick<WebhookEndpoint, 'id' | 'url' | 'failingSince'>
  >;
  if (!switched) return;
  await trx('webhookDeliveries')
    .where('endpointId', endpoint.id)
    .whereIn('status', ['pending', 'failed'])
    .update({ status: 'abandoned', lastError: 'The endpoint was switched off' });
  options.logger.warn(
    { endpoint: endpoint.id },
    'webhook endpoint switched off after 3 days failing',
  );
  const admins = await User.query(trx).where('role', 'admin').orderBy('id').select('email');
  if (admins.length === 0) return;
  await queueEmail(trx, {
    kind: 'webhook.disabled',
    to: admins.map((admin) => admin.email).join(', '),
    subject: `Webhook switched off: ${switched.url}`.slice(0, 300),
    text: [
      `${options.site.name} stopped sending webhooks to ${switched.url}.`,
      '',
      `Its deliveries have failed since ${new Date(switched.failingSince!).toUTCString()}.`,
      `The last error: ${lastError}`,
      '',
      `Fix the receiver, then switch the endpoint back on: ${options.site.url}/admin/webhooks`,
    ].join('\n'),
  });
}
