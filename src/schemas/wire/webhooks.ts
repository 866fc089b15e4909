import { z } from '../zod';
import { webhookEvents } from '../webhooks';
import { isoDate, listWire, type Received, type Sent } from './common';

export const deliveryStatuses = ['pending', 'delivered', 'failed', 'abandoned'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** An endpoint as listed: never its secret. */
export const webhookEndpointWire = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  failingSince: isoDate.nullable(),
  disabledReason: z.string().nullable(),
  createdAt: isoDate,
});
export type WebhookEndpointView = Received<typeof webhookEndpointWire>;

/** POST /api/webhooks: the one answer that carries the signing secret. */
export const createdWebhookEndpointWire = webhookEndpointWire.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = Received<typeof createdWebhookEndpointWire>;

/** GET /api/webhooks */
export const webhookEndpointListWire = z.object({ endpoints: z.array(webhookEndpointWire) });
export type WebhookEndpointList = Received<typeof webhookEndpointListWire>;
export type WebhookEndpointListSent = Sent<typeof webhookEndpointListWire>;

export const webhookDeliveryWire = z.object({
  id: z.number(),
  event: z.string(),
  messageId: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  responseMs: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  deliveredAt: isoDate.nullable(),
});
export type WebhookDeliveryView = Received<typeof webhookDeliveryWire>;

/** GET /api/webhooks/:id/deliveries, newest first. */
export const webhookDeliveryListWire = listWire('deliveries', webhookDeliveryWire);
export type WebhookDeliveryList = Received<typeof webhookDeliveryListWire>;
export type WebhookDeliveryListSent = Sent<typeof webhookDeliveryListWire>;
