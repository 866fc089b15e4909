import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { enqueue } from '../../jobs/queue';

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
