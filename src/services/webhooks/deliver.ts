import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { JobHandler } from '../../jobs/worker';
import type { JobRow } from '../../jobs/queue';
import { scheduledDelay } from '../../jobs/retry';
import { User } from '../../models/user';
import { WebhookDelivery, WebhookEndpoint } from '../../models/outbound';
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

interface Outcome {
  status: number | null;
  ms: number | null;
  error: string | null;
}

const describeStatus = (status: number) =>
  status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;

/**
 * Sends one delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`)
 * and records how it went. A failure is thrown so the queue tries again on the schedule; after
 * the last attempt the delivery is abandoned. Deliveries failing for 3 days switch their
 * endpoint off and tell the admins.
 */
export function webhookDeliveryHandler(options: WebhookDeliveryOptions): JobHandler {
  const post = async (
    endpoint: WebhookEndpoint,
    delivery: WebhookDelivery,
    signal: AbortSignal,
  ) => {
    const body = JSON.stringify(delivery.payload);
    // The time of this attempt: receivers refuse old timestamps to stop replays.
    const timestamp = Math.floor(Date.now() / 1000);
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
      return { ...response, error: ok ? null : describeStatus(response.status) };
    } catch (error) {
      return {
        status: null,
        ms: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  };

  return {
    kind: deliverWebhookJob,
    retryDelayMs: scheduledDelay(webhookRetryScheduleMs),
    // The request's own limit is 10 s; this leaves room for DNS and the bookkeeping.
    timeoutMs: 30_000,
    async run(job: JobRow, signal: AbortSignal) {
      const deliveryId = Number(job.payload.deliveryId);
      const delivery = await WebhookDelivery.query().findById(deliveryId);
      // Gone with its endpoint or lead, or already settled by an earlier run of this job.
      if (!delivery || delivery.status === 'delivered' || delivery.status === 'abandoned') return;
      const endpoint = await WebhookEndpoint.query().findById(delivery.endpointId);
      if (!endpoint) return;
      if (!endpoint.enabled && delivery.event !== 'webhook.test') {
        await delivery.$query().patch({
          status: 'abandoned',
          lastError: 'The endpoint is switched off',
        });
        return;
      }
      const outcome = await post(endpoint, delivery, signal);
      const lastAttempt = job.attempts >= job.maxAttempts;
      // Retries ran out: abandoned. A ping, tried once by design, simply failed.
      const abandon = lastAttempt && job.maxAttempts > 1;
      await record(delivery, endpoint, outcome, abandon, options);
      webhookDeliveries.inc({
        outcome: outcome.error === null ? 'delivered' : abandon ? 'abandoned' : 'failed',
      });
      if (outcome.error && !lastAttempt) throw new Error(outcome.error);
    },
  };
}

async function record(
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
  outcome: Outcome,
  abandon: boolean,
  options: WebhookDeliveryOptions,
) {
  await WebhookDelivery.transaction(async (trx) => {
    const delivered = outcome.error === null;
    // Unless the endpoint was switched off meanwhile, which abandoned the delivery for good.
    await WebhookDelivery.query(trx)
      .findById(delivery.id)
      .whereNot('status', 'abandoned')
      .patch({
        status: delivered ? 'delivered' : abandon ? 'abandoned' : 'failed',
        // One job per delivery, so nothing else counts its attempts meanwhile.
        attempts: delivery.attempts + 1,
        responseStatus: outcome.status,
        responseMs: outcome.ms,
        lastError: outcome.error?.slice(0, 2000) ?? null,
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
