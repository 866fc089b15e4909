import type { Knex } from 'knex';
import { ConflictError, NotFoundError } from '../../errors';
import { enqueue } from '../../jobs/queue';
import { WebhookAttempt, WebhookDelivery } from '../../models/outbound';
import { webhookMessages as messages } from '../../schemas/webhooks';
import { sentFields } from '../../schemas/wire/common';
import {
  webhookAttemptWire,
  webhookDeliveryDetailWire,
  type WebhookDeliveryDetailSent,
  type WebhookDeliveryListSent,
} from '../../schemas/wire/webhooks';
import { recordActivity, type ActivityActor } from '../activity/activity-log';
import {
  deliverWebhookJob,
  endpointObject,
  findEndpoint,
  toDeliveryView,
} from '../webhook-service';

/*
 * The delivery log admins read (an endpoint's deliveries, one with every attempt) and "Resend".
 * Sending is deliver.ts; what an event queues is webhook-service.ts.
 */

/** GET /api/webhooks/:id/deliveries: newest first. */
export async function listDeliveries(
  id: number,
  paging: { limit: number; offset: number },
): Promise<WebhookDeliveryListSent> {
  await findEndpoint(id);
  const [deliveries, total] = await Promise.all([
    WebhookDelivery.query()
      .where('endpointId', id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset),
    WebhookDelivery.query().where('endpointId', id).resultSize(),
  ]);
  return { deliveries: deliveries.map(toDeliveryView), total };
}

async function findDelivery(endpointId: number, deliveryId: number, trx?: Knex.Transaction) {
  // A delivery is reached through its own endpoint only.
  const delivery = await WebhookDelivery.query(trx).findOne({ id: deliveryId, endpointId });
  if (!delivery) throw new NotFoundError(messages.deliveryNotFound);
  return delivery;
}

/** GET /api/webhooks/:id/deliveries/:deliveryId: the delivery, its payload, every attempt. */
export async function getDelivery(
  id: number,
  deliveryId: number,
): Promise<WebhookDeliveryDetailSent> {
  await findEndpoint(id);
  const delivery = await findDelivery(id, deliveryId);
  const attempts = await WebhookAttempt.query()
    .where('deliveryId', delivery.id)
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc');
  return {
    delivery: sentFields(webhookDeliveryDetailWire.shape.delivery, delivery),
    attempts: attempts.map((attempt) => sentFields(webhookAttemptWire, attempt)),
  };
}

/**
 * POST /api/webhooks/:id/deliveries/:deliveryId/resend: one more attempt of the delivery, with its
 * `webhook-id` and payload (a fresh timestamp and signature), queued with its activity entry.
 * Each call is one attempt, tried once; it does not stop or add to the delivery's own retries.
 * Refused (409) while the endpoint is switched off, except for a test ping, which goes anyway as
 * "Send test" does.
 */
export async function resendDelivery(id: number, deliveryId: number, by: ActivityActor) {
  const delivery = await WebhookDelivery.transaction(async (trx) => {
    const endpoint = await findEndpoint(id, trx);
    const found = await findDelivery(id, deliveryId, trx);
    if (!endpoint.enabled && found.event !== 'webhook.test') {
      throw new ConflictError(messages.resendSwitchedOff);
    }
    await enqueue(trx, {
      kind: deliverWebhookJob,
      payload: { deliveryId: found.id, resend: true },
      // No key: a second click is a second attempt, as asked.
      maxAttempts: 1,
    });
    await recordActivity(trx, by, {
      action: 'webhook.resent',
      object: endpointObject(endpoint),
      summary: { delivery: found.id, event: found.event, messageId: found.messageId },
    });
    return found;
  });
  return toDeliveryView(delivery);
}
