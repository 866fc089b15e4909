import { Model } from 'objection';
import type { EmailStatus } from '../schemas/wire/operations';
import type { AttemptTrigger, DeliveryStatus } from '../schemas/wire/webhooks';

/** An e-mail the site sends (or, without SMTP, keeps in the outbox for admins to read). */
export class EmailMessage extends Model {
  static override tableName = 'email_messages';
  id!: number;
  kind!: string;
  toAddress!: string;
  subject!: string;
  textBody!: string;
  leadId!: number | null;
  status!: EmailStatus;
  messageId!: string;
  lastError!: string | null;
  createdAt!: Date;
  sentAt!: Date | null;
}

export class WebhookEndpoint extends Model {
  static override tableName = 'webhook_endpoints';
  // jsonb arrives parsed from the driver.
  id!: number;
  url!: string;
  events!: string[];
  secret!: string;
  enabled!: boolean;
  failingSince!: Date | null;
  disabledReason!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class WebhookDelivery extends Model {
  static override tableName = 'webhook_deliveries';
  id!: number;
  endpointId!: number;
  event!: string;
  messageId!: string;
  payload!: Record<string, unknown>;
  leadId!: number | null;
  status!: DeliveryStatus;
  attempts!: number;
  responseStatus!: number | null;
  responseMs!: number | null;
  lastError!: string | null;
  createdAt!: Date;
  deliveredAt!: Date | null;
}

/** One try at sending a delivery (README, Webhooks): what answered, or what went wrong. */
export class WebhookAttempt extends Model {
  static override tableName = 'webhook_attempts';
  id!: number;
  deliveryId!: number;
  trigger!: AttemptTrigger;
  startedAt!: Date;
  responseStatus!: number | null;
  responseMs!: number | null;
  responseBody!: string | null;
  responseTruncated!: boolean;
  error!: string | null;
}
