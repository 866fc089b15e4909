import { z } from './zod';
import { pagingSchema } from './common';

/** The events an endpoint can subscribe to. */
export const webhookEvents = [
  'lead.created',
  'lead.updated',
  'post.published',
  'page.published',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** `webhook.test` is the ping an admin sends by hand; nobody subscribes to it. */
export type DeliveredEvent = WebhookEvent | 'webhook.test';

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'lead.created': 'A lead is received',
  'lead.updated': 'A lead changes (status, owner)',
  'post.published': 'A blog post is published (a scheduled one when its time comes)',
  'page.published': 'A page of the site is published (a scheduled one when its time comes)',
};

export const webhookMessages = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  resendSwitchedOff: 'This endpoint is switched off: switch it on to resend its deliveries',
  urlRequired: 'URL is required',
  urlInvalid: 'Enter a full URL, such as https://crm.example.com/hooks/site',
  urlScheme: 'The URL must start with https:// (or http:// outside production)',
  httpsOnly: 'Use an https:// URL: plain http is allowed only outside production',
  localAddress:
    'This address is on a private or local network; webhooks go to public addresses only',
  credentials: 'Leave the user name and password out of the URL',
  eventsRequired: 'Choose at least one event',
} as const;

const webhookUrl = z
  .string({ error: (issue) => (issue.input == null ? webhookMessages.urlRequired : undefined) })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(2000, 'URL must be at most 2000 characters')
  .superRefine((value, context) => {
    const url = URL.parse(value);
    const problem = !url
      ? webhookMessages.urlInvalid
      : !/^https?:$/.test(url.protocol)
        ? webhookMessages.urlScheme
        : url.username || url.password
          ? webhookMessages.credentials
          : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const webhookEventList = z
  .array(z.enum(webhookEvents, { error: 'Unknown event' }), {
    error: webhookMessages.eventsRequired,
  })
  .min(1, webhookMessages.eventsRequired)
  .transform((events) => [...new Set(events)]);

/** POST /api/webhooks and the admin's "Add endpoint" form. */
export const webhookCreateSchema = z.object({ url: webhookUrl, events: webhookEventList });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PATCH /api/webhooks/:id: any of the three; turning an endpoint back on clears its failures. */
export const webhookUpdateSchema = z
  .object({
    url: webhookUrl.optional(),
    events: webhookEventList.optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send url, events or enabled',
  });
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** GET /api/webhooks/:id/deliveries */
export const webhookDeliveriesQuerySchema = pagingSchema.extend({
  limit: pagingSchema.shape.limit.default(20),
});
