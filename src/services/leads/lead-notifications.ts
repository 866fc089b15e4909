import type { Knex } from 'knex';
import { queueEmail } from '../email/outbox';
import type { Lead } from '../../models/lead';
import type { ActivityActor } from '../activity/activity-log';
import { writeSettings } from '../settings-service';

export const notificationContext = 'notifications';

export interface NotificationSettings {
  /** Who hears of a new lead; empty means every admin. */
  leadRecipients: string[];
  /** Whether the visitor gets a "we received your request" e-mail. */
  confirmToVisitor: boolean;
  /** Whether lead forms must solve a proof-of-work challenge (for forms under attack). */
  spamChallenge: boolean;
}

export const defaultNotificationSettings: NotificationSettings = {
  leadRecipients: [],
  confirmToVisitor: false,
  spamChallenge: false,
};

export async function readNotificationSettings(db: Knex): Promise<NotificationSettings> {
  const rows = (await db('settings')
    .where('context', notificationContext)
    .select('key', 'value')) as Array<{ key: string; value: unknown }>;
  const saved = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return {
    leadRecipients: Array.isArray(saved.leadRecipients)
      ? saved.leadRecipients.filter((entry): entry is string => typeof entry === 'string')
      : defaultNotificationSettings.leadRecipients,
    confirmToVisitor:
      typeof saved.confirmToVisitor === 'boolean'
        ? saved.confirmToVisitor
        : defaultNotificationSettings.confirmToVisitor,
    spamChallenge:
      typeof saved.spamChallenge === 'boolean'
        ? saved.spamChallenge
        : defaultNotificationSettings.spamChallenge,
  };
}

/** The addresses a new lead is sent to: the configured ones, else every admin's. */
export async function leadRecipients(db: Knex, settings: NotificationSettings) {
  if (settings.leadRecipients.length > 0) return settings.leadRecipients;
  const admins = (await db('users').where('role', 'admin').orderBy('id').select('email')) as Array<{
    email: string;
  }>;
  return admins.map((admin) => admin.email);
}

export interface SiteForMail {
  name: string;
  url: string;
}

const kindLabels: Record<Lead['kind'], string> = {
  contact: 'Contact request',
  booking: 'Strategy call request',
  quote: 'Quote request',
};

function leadSummary(lead: Lead): string {
  const lines: Array<[string, string | null]> = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Company', lead.company],
    ['Sent from', lead.sourcePath],
    ['Source', lead.source],
    ['Campaign', lead.utmCampaign],
    ['Landing page', lead.landingPath],
  ];
  return lines
    .filter((line): line is [string, string] => !!line[1])
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/**
 * Queues, in the lead's transaction, the e-mail to the team and (when turned on) the visitor's
 * confirmation. Spam is not announced.
 */
export async function queueLeadEmails(trx: Knex.Transaction, lead: Lead, site: SiteForMail) {
  const settings = await readNotificationSettings(trx);
  const recipients = await leadRecipients(trx, settings);
  const label = kindLabels[lead.kind];
  if (recipients.length > 0) {
    await queueEmail(trx, {
      kind: 'lead.notify',
      to: recipients.join(', '),
      subject: `${label} from ${lead.name}${lead.company ? ` (${lead.company})` : ''}`,
      text: [
        `A new ${label.toLowerCase()} came in through ${site.name}.`,
        '',
        leadSummary(lead),
        '',
        ...(lead.message ? ['Message:', lead.message, ''] : []),
        `Open it in the admin: ${site.url}/admin/leads?lead=${lead.id}`,
      ].join('\n'),
      leadId: lead.id,
    });
  }
  if (settings.confirmToVisitor) {
    await queueEmail(trx, {
      kind: 'lead.confirm',
      to: lead.email,
      subject: `We received your request – ${site.name}`,
      text: [
        `Hello ${lead.name},`,
        '',
        `Thank you for contacting ${site.name}. We received your request and will get back to you shortly.`,
        '',
        `— ${site.name}`,
        site.url,
      ].join('\n'),
      leadId: lead.id,
    });
  }
}

export async function saveNotificationSettings(
  db: Knex,
  settings: NotificationSettings,
  by: ActivityActor,
) {
  // The lead forms learn of spamChallenge from the site's settings, which writeSettings refreshes.
  // The log names the fields changed only: the settings name the people who are told.
  await writeSettings(
    Object.entries(settings).map(([key, value]) => ({ context: notificationContext, key, value })),
    by,
    { namesOnly: true },
  );
  return readNotificationSettings(db);
}
