import type { Transporter } from 'nodemailer';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { EmailMessage } from '../../models/outbound';
import { sendEmailJob } from './outbox';

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  /** The site's origin: its host names the messages (`Message-ID`). */
  siteUrl: string;
}

/**
 * One pooled SMTP connection set for the process, with timeouts so a dead server fails fast;
 * made when the first message goes, so a process that sends none never loads nodemailer.
 */
function transportFor(smtpUrl: string): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, {
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as object),
    ));
}

/**
 * Sends a queued message. Without SMTP the message is kept in the outbox (`held`) and the job
 * is done; it is sent once SMTP is configured (`releaseHeldEmails`). A message already sent, or
 * erased with its lead, is not sent again: a repeated job sends nothing twice.
 */
export function emailSendHandler(settings: MailSettings, logger: Logger): JobHandler {
  const transport = settings.smtpUrl ? transportFor(settings.smtpUrl) : null;
  const host = new URL(settings.siteUrl).hostname;
  return {
    kind: sendEmailJob,
    timeoutMs: 60_000,
    async run(job) {
      const emailId = Number(job.payload.emailId);
      const message = await EmailMessage.query().findById(emailId);
      if (!message || message.status === 'sent') return;
      if (!transport) {
        await EmailMessage.query().findById(emailId).patch({ status: 'held' });
        return;
      }
      try {
        await (
          await transport()
        ).sendMail({
          from: settings.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          messageId: `<${message.messageId}@${host}>`,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const last = job.attempts >= job.maxAttempts;
        await EmailMessage.query()
          .findById(emailId)
          .patch({ lastError: reason.slice(0, 2000), ...(last ? { status: 'failed' } : {}) });
        throw error;
      }
      await EmailMessage.query()
        .findById(emailId)
        .patch({ status: 'sent', sentAt: new Date(), lastError: null });
      logger.info({ email: emailId, kind: message.kind }, 'e-mail sent');
    },
  };
}

/** Queues every message kept while SMTP was not configured; answers how many. */
export async function releaseHeldEmails(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const held = (await trx('emailMessages')
      .where('status', 'held')
      .update({ status: 'pending' })
      .returning('id')) as Array<{ id: number }>;
    const releasedAt = Date.now();
    await enqueue(
      trx,
      held.map(({ id }) => ({
        kind: sendEmailJob,
        payload: { emailId: id },
        idempotencyKey: `email:${id}:released:${releasedAt}`,
      })),
    );
    return held.length;
  });
}
