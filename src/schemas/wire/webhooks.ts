import { z } from '../zod';
import { webhookEvents } from '../webhooks';
import { isoDate, listWire, type Received, type Sent } from './common';

export const deliveryStatuses = ['pending', 'delivered', 'failed', 'abandoned'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** What made an attempt: an event's first try, a retry on the schedule, a resend, a test ping. */
export const attemptTriggers = ['scheduled', 'retry', 'resend', 'test'] as const;
export type AttemptTrigger = (typeof attemptTriggers)[number];

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

/** One attempt at a delivery: what answered, or the error when nothing did. */
export const webhookAttemptWire = z.object({
  id: z.number(),
  trigger: z.enum(attemptTriggers),
  startedAt: isoDate,
  /** Null when no answer came (refused address, network error, timeout): see `error`. */
  responseStatus: z.number().nullable(),
  /** From the request's start to the answer read (or to the error). */
  responseMs: z.number().nullable(),
  /** The answer's first bytes (at most 1 KB), as text with invalid UTF-8 replaced. */
  responseBody: z.string().nullable(),
  /** Whether the answer went on past `responseBody`. */
  responseTruncated: z.boolean(),
  /** Null for a 2xx answer; else `HTTP 500`, or the network error. */
  error: z.string().nullable(),
});
export type WebhookAttemptView = Received<typeof webhookAttemptWire>;

/** GET /api/webhooks/:id/deliveries/:deliveryId: the delivery, what it sends, every attempt. */
export const webhookDeliveryDetailWire = z.object({
  delivery: webhookDeliveryWire.extend({
    endpointId: z.number(),
    /** The JSON body every attempt sends (Standard Webhooks: `type`, `timestamp`, `data`). */
    payload: z.record(z.string(), z.unknown()),
  }),
  /** Newest first. */
  attempts: z.array(webhookAttemptWire),
});
export type WebhookDeliveryDetail = Received<typeof webhookDeliveryDetailWire>;
export type WebhookDeliveryDetailSent = Sent<typeof webhookDeliveryDetailWire>;
