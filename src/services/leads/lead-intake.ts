import type { Knex } from 'knex';
import { Lead } from '../../models/lead';
import { minimumFillMs, type Attribution, type LeadInput } from '../../schemas/leads';
import { sentFields } from '../../schemas/wire/common';
import { leadWire } from '../../schemas/wire/leads';
import { sourceOf } from '../traffic-source';
import { queueWebhookEvent } from '../webhook-service';
import { queueLeadEmails, type SiteForMail } from './lead-notifications';

/** What a webhook says of a lead: what the visitor sent, where it stands, where it came from. */
export function leadEventData(lead: Lead) {
  return {
    ...sentFields(leadWire, lead),
    status: lead.status,
    ownerId: lead.ownerId,
    source: lead.source,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmTerm: lead.utmTerm,
    utmContent: lead.utmContent,
    referrer: lead.referrer,
    landingPath: lead.landingPath,
  };
}

/** Tells the team and the webhooks of a lead, in its transaction (a new one, or spam restored). */
export async function announceLead(trx: Knex.Transaction, lead: Lead, site: SiteForMail) {
  await queueLeadEmails(trx, lead, site);
  await queueWebhookEvent(trx, 'lead.created', leadEventData(lead), { leadId: lead.id });
}

/** Why a submission is kept as spam, or null when it looks like a person's. */
export function spamReasonOf(input: Pick<LeadInput, 'website' | 'fillMs'>): string | null {
  if (input.website?.trim()) return 'honeypot';
  if (input.fillMs !== undefined && input.fillMs < minimumFillMs) return 'too fast';
  return null;
}

function attributionColumns(attribution: Attribution | undefined) {
  return {
    utmSource: attribution?.utmSource ?? null,
    utmMedium: attribution?.utmMedium ?? null,
    utmCampaign: attribution?.utmCampaign ?? null,
    utmTerm: attribution?.utmTerm ?? null,
    utmContent: attribution?.utmContent ?? null,
    hasGclid: attribution?.gclid ?? false,
    hasFbclid: attribution?.fbclid ?? false,
    referrer: attribution?.referrer ?? null,
    landingPath: attribution?.landingPath ?? null,
  };
}

/**
 * Stores a lead with its first event and, unless it is spam, the e-mails and webhooks it
 * causes, all in one transaction: a crash after the commit delays them, never loses them.
 * The visitor's answer is the same for spam, which tells a bot nothing.
 */
export async function createLead(input: LeadInput, site: SiteForMail) {
  const spamReason = spamReasonOf(input);
  const lead = await Lead.transaction(async (trx) => {
    const created = await Lead.query(trx).insertAndFetch({
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      message: input.message.trim(),
      sourcePath: input.sourcePath,
      status: spamReason ? 'spam' : 'new',
      spamReason,
      source: sourceOf(input.attribution, site.url),
      ...attributionColumns(input.attribution),
      utmCampaign: input.attribution?.utmCampaign ?? input.campaign,
    });
    await trx('leadEvents').insert({
      leadId: created.id,
      kind: 'created',
      toValue: created.status,
      body: spamReason ? `Kept as spam (${spamReason})` : null,
    });
    if (!spamReason) await announceLead(trx, created, site);
    return created;
  });
  return sentFields(leadWire, lead);
}
