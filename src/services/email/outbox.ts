import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { enqueue } from '../../jobs/queue';
import { newestFirst, pageOf } from '../paging';
import type { EmailMessage } from '../../models/outbound';
import { sentFields } from '../../schemas/wire/common';
import { emailWire, type EmailListSent, type EmailStatus } from '../../schemas/wire/operations';

export interface OutgoingEmail {
  /** What the message is for (`lead.notify`, `lead.confirm`, `webhook.disabled`). */
  kind: string;
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  /** The lead it is about: erasing the lead erases the message. */
  leadId?: number | null;
}

export const sendEmailJob = 'email.send';

/**
 * Stores a message and queues its sending, in the caller's transaction. Without SMTP the
 * sender keeps it in the outbox (`held`) for admins to read, and sends it once SMTP is set.
 */
export async function queueEmail(trx: Knex | Knex.Transaction, email: OutgoingEmail) {
  const [row] = (await trx('emailMessages')
    .insert({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      leadId: email.leadId ?? null,
      status: 'pending',
      messageId: randomUUID(),
    })
    .returning(['id'])) as Array<{ id: number }>;
  await enqueue(trx, {
    kind: sendEmailJob,
    payload: { emailId: row!.id },
    idempotencyKey: `email:${row!.id}`,
  });
  return row!.id;
}

/** The outbox, newest first, optionally one status only. */
export async function listEmails(
  db: Knex,
  query: { status?: EmailStatus | undefined; limit: number; offset: number },
  smtpConfigured: boolean,
): Promise<EmailListSent> {
  const matching = db('emailMessages').modify((builder) => {
    if (query.status) builder.where('status', query.status);
  });
  const { rows, total } = await pageOf<EmailMessage>(matching, newestFirst('createdAt'), query);
  return { emails: rows.map((email) => sentFields(emailWire, email)), total, smtpConfigured };
}
