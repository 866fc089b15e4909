import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Knex } from 'knex';
import { NotFoundError, ValidationError } from '../errors';
import { enqueue } from '../jobs/queue';
import { WebhookDelivery, WebhookEndpoint } from '../models/outbound';
import {
  webhookMessages as messages,
  type DeliveredEvent,
  type WebhookCreate,
  type WebhookEvent,
  type WebhookUpdate,
} from '../schemas/webhooks';
import { sentFields } from '../schemas/wire/common';
import {
  createdWebhookEndpointWire,
  webhookDeliveryWire,
  webhookEndpointWire,
  type WebhookEndpointListSent,
} from '../schemas/wire/webhooks';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { changedNames } from './activity/changes';
import { isLocalHostName, isPublicAddress } from './webhooks/address-policy';
import { newWebhookSecret } from './webhooks/signature';

export { messages };

/** The job that sends one delivery (src/services/webhooks/deliver.ts). */
export const deliverWebhookJob = 'webhook.deliver';

/**
 * When a failed delivery is tried again: after attempt 1, 2, … (Standard Webhooks' pattern),
 * about 24 hours in all; after the last attempt the delivery is abandoned.
 */
export const webhookRetryScheduleMs = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  5 * 60 * 60_000,
  8 * 60 * 60_000,
  8 * 60 * 60_000,
] as const;
export const webhookMaxAttempts = webhookRetryScheduleMs.length + 1;

interface UrlRules {
  /** Production accepts https URLs of public hosts only; elsewhere http and local hosts are fine. */
  production: boolean;
}

// Only the schema's events are ever stored.
type StoredEndpoint = WebhookEndpoint & { events: WebhookEvent[] };
const toEndpointView = (endpoint: WebhookEndpoint) =>
  sentFields(webhookEndpointWire, endpoint as StoredEndpoint);
export const toDeliveryView = (delivery: WebhookDelivery) =>
  sentFields(webhookDeliveryWire, delivery);

/**
 * The save-time check of a URL in production. Delivery checks again, on the addresses the host
 * resolves to then (a name can point somewhere else later).
 */
function checkUrl(value: string, { production }: UrlRules): void {
  if (!production) return;
  const url = new URL(value);
  const problem =
    url.protocol !== 'https:'
      ? messages.httpsOnly
      : isLocalHostName(url.hostname) ||
          (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 && !isPublicAddress(url.hostname))
        ? messages.localAddress
        : null;
  if (problem) throw new ValidationError(problem, { url: problem });
}

export async function findEndpoint(id: number, trx?: Knex.Transaction): Promise<WebhookEndpoint> {
  const endpoint = await WebhookEndpoint.query(trx).findById(id);
  if (!endpoint) throw new NotFoundError(messages.notFound);
  return endpoint;
}

export async function listEndpoints(): Promise<WebhookEndpointListSent> {
  const endpoints = await WebhookEndpoint.query().orderBy('createdAt').orderBy('id');
  return { endpoints: endpoints.map(toEndpointView) };
}

/**
 * An endpoint in the activity log by its host only: a URL's path or query can hold a token,
 * and the signing secret never appears.
 */
export const endpointObject = (endpoint: { id: number; url: string }) =>
  ({ type: 'webhook', id: endpoint.id, label: hostOf(endpoint.url) }) as const;
const hostOf = (url: string) => URL.parse(url)?.host ?? '';

/** The answer carries the secret: the only time it is shown. */
export async function createEndpoint(input: WebhookCreate, rules: UrlRules, by: ActivityActor) {
  checkUrl(input.url, rules);
  const endpoint = await WebhookEndpoint.transaction(async (trx) => {
    const created = await WebhookEndpoint.query(trx).insertAndFetch({
      url: input.url,
      // jsonb: the driver would send a JavaScript array as a PostgreSQL array.
      events: JSON.stringify(input.events) as unknown as string[],
      secret: newWebhookSecret(),
    });
    await recordActivity(trx, by, {
      action: 'webhook.created',
      object: endpointObject(created),
      summary: { events: input.events },
    });
    return created;
  });
  return sentFields(createdWebhookEndpointWire, endpoint as StoredEndpoint);
}

export async function updateEndpoint(
  id: number,
  input: WebhookUpdate,
  rules: UrlRules,
  by: ActivityActor,
) {
  if (input.url !== undefined) checkUrl(input.url, rules);
  return WebhookEndpoint.transaction(async (trx) => {
    const endpoint = await findEndpoint(id, trx);
    // Taken first: patchAndFetch changes the instance it patches.
    const before = { url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled };
    const updated = await patchEndpoint(trx, endpoint, input);
    const after = { url: updated.url, events: updated.events, enabled: updated.enabled };
    const changed = changedNames(before, after);
    if (changed.length > 0) {
      await recordActivity(trx, by, {
        action: 'webhook.updated',
        object: endpointObject(updated),
        summary: {
          changed,
          ...(changed.includes('enabled')
            ? { enabled: { from: before.enabled, to: after.enabled } }
            : {}),
          ...(changed.includes('events')
            ? { events: { from: before.events, to: after.events } }
            : {}),
        },
      });
    }
    return toEndpointView(updated);
  });
}

async function patchEndpoint(
  trx: Knex.Transaction,
  endpoint: WebhookEndpoint,
  input: WebhookUpdate,
) {
  const reenabled = input.enabled === true && !endpoint.enabled;
  return endpoint.$query(trx).patchAndFetch({
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.events !== undefined
      ? { events: JSON.stringify(input.events) as unknown as string[] }
      : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    // Switched back on: its failures so far no longer count towards switching it off.
    ...(reenabled ? { failingSince: null, disabledReason: null } : {}),
    ...(input.enabled === false && endpoint.enabled
      ? { disabledReason: 'Switched off by an admin' }
      : {}),
    updatedAt: new Date(),
  });
}

export async function deleteEndpoint(id: number, by: ActivityActor): Promise<void> {
  await WebhookEndpoint.transaction(async (trx) => {
    const deleted = await WebhookEndpoint.query(trx).findById(id).delete().returning('*');
    if (!deleted) throw new NotFoundError(messages.notFound);
    await recordActivity(trx, by, {
      action: 'webhook.deleted',
      object: endpointObject(deleted as unknown as WebhookEndpoint),
      summary: { events: (deleted as unknown as WebhookEndpoint).events },
    });
  });
}

interface NewDelivery {
  endpointId: number;
  event: DeliveredEvent;
  data: Record<string, unknown>;
  leadId?: number | null | undefined;
  maxAttempts: number;
}

/** Stores deliveries and queues a job for each, in `trx`. */
async function queueDeliveries(trx: Knex | Knex.Transaction, deliveries: readonly NewDelivery[]) {
  if (deliveries.length === 0) return [];
  const timestamp = new Date().toISOString();
  const rows = (await trx('webhookDeliveries')
    .insert(
      deliveries.map((delivery) => ({
        endpointId: delivery.endpointId,
        event: delivery.event,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        // Standard Webhooks' payload: what happened, when, and the data it is about.
        payload: JSON.stringify({ type: delivery.event, timestamp, data: delivery.data }),
        leadId: delivery.leadId ?? null,
      })),
    )
    .returning('*')) as WebhookDelivery[];
  await enqueue(
    trx,
    rows.map((row, index) => ({
      kind: deliverWebhookJob,
      payload: { deliveryId: row.id },
      idempotencyKey: `webhook:${row.messageId}`,
      maxAttempts: deliveries[index]!.maxAttempts,
    })),
  );
  return rows;
}

/**
 * Queues `event` for every enabled endpoint subscribed to it, in the caller's transaction: the
 * deliveries exist exactly when the change they announce does. `data` should be what a receiver
 * needs (ids, public fields); a lead's deliveries go with the lead when it is erased.
 */
export async function queueWebhookEvent(
  trx: Knex | Knex.Transaction,
  event: WebhookEvent,
  data: Record<string, unknown>,
  options: { leadId?: number | null } = {},
): Promise<number> {
  const endpoints = (await trx('webhookEndpoints')
    .where('enabled', true)
    .whereRaw('events @> ?::jsonb', [JSON.stringify([event])])
    .select('id')) as Array<{ id: number }>;
  const rows = await queueDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      event,
      data,
      leadId: options.leadId,
      maxAttempts: webhookMaxAttempts,
    })),
  );
  return rows.length;
}

/** POST /api/webhooks/:id/test: one ping, tried once, even to a switched-off endpoint. */
export async function sendTestPing(id: number) {
  const endpoint = await findEndpoint(id);
  const [delivery] = await WebhookDelivery.transaction((trx) =>
    queueDeliveries(trx, [
      {
        endpointId: endpoint.id,
        event: 'webhook.test',
        data: { endpointId: endpoint.id, message: 'A test delivery sent from the admin' },
        maxAttempts: 1,
      },
    ]),
  );
  return toDeliveryView(delivery!);
}
