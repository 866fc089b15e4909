import type { Knex } from 'knex';
import { isStaff, type Role } from '../../auth/roles';
import { NotFoundError, ValidationError } from '../../errors';
import { Lead } from '../../models/lead';
import type { LeadBulkUpdate, LeadFilter, LeadStatus, LeadUpdate } from '../../schemas/leads';
import { sentFields } from '../../schemas/wire/common';
import {
  leadEventWire,
  staffLeadWire,
  type LeadDetailSent,
  type LeadListSent,
  type StaffLeadSent,
} from '../../schemas/wire/leads';
import { toCount } from '../../models/db';
import { recordActivity, type ActivityActor } from '../activity/activity-log';
import { pageOf } from '../paging';
import { queueWebhookEvent } from '../webhook-service';
import { announceLead, leadEventData } from './lead-intake';
import type { SiteForMail } from './lead-notifications';
import { filterLeads, orderLeads, staffLeads } from './lead-query';

type StaffLeadRow = Lead & { ownerName: string | null };

const toStaffView = (row: StaffLeadRow): StaffLeadSent => sentFields(staffLeadWire, row);

const db = () => Lead.knex();

export async function listLeads(
  filter: LeadFilter & { limit: number; offset: number },
): Promise<LeadListSent> {
  const { rows, total } = await pageOf<StaffLeadRow>(
    filterLeads(staffLeads(db()), filter),
    (query) => orderLeads(query, filter.sort),
    filter,
  );
  return { leads: rows.map(toStaffView), total };
}

/** How many leads wait for someone to contact them (the admin navigation's badge). */
export async function countNewLeads(): Promise<{ new: number }> {
  const [row] = await db()('leads').where('status', 'new').count({ total: '*' });
  return { new: toCount(row?.total) };
}

async function staffLead(trx: Knex, id: number): Promise<StaffLeadRow> {
  const row = (await staffLeads(trx).where('leads.id', id).first()) as StaffLeadRow | undefined;
  if (!row) throw new NotFoundError('Lead not found');
  return row;
}

async function timeline(trx: Knex, leadId: number) {
  const rows = await trx('leadEvents')
    .leftJoin('users', 'users.id', 'leadEvents.authorId')
    .where('leadEvents.leadId', leadId)
    .orderBy([
      { column: 'leadEvents.createdAt', order: 'asc' },
      { column: 'leadEvents.id', order: 'asc' },
    ])
    .select('leadEvents.*', trx.raw('coalesce(users.full_name, users.username) as author_name'));
  return rows.map((row) => sentFields(leadEventWire, row));
}

export async function showLead(id: number): Promise<LeadDetailSent> {
  const lead = await staffLead(db(), id);
  return { lead: toStaffView(lead), events: await timeline(db(), id) };
}

async function requireStaffOwner(trx: Knex, ownerId: number) {
  const owner = (await trx('users').where('id', ownerId).first('role')) as
    { role: Role } | undefined;
  if (!owner || !isStaff(owner.role)) {
    throw new ValidationError('The owner must be a staff member', {
      ownerId: 'The owner must be a staff member',
    });
  }
}

interface Actor {
  id: number;
}

/** A lead in the activity log, by number only: the log outlives an erasure of the person. */
const leadObject = (id: number) => ({ type: 'lead', id, label: `Lead #${id}` }) as const;

/**
 * Applies a change to one lead inside `trx`, writing a timeline line per changed field. Taking
 * a lead out of spam announces it as new leads are announced, once.
 */
async function applyChange(
  trx: Knex.Transaction,
  lead: Lead,
  change: {
    status?: LeadStatus | undefined;
    ownerId?: number | null | undefined;
    lostReason?: string | null;
  },
  actor: Actor,
  by: ActivityActor,
  site: SiteForMail,
) {
  const updates: Partial<Lead> = {};
  const events: Array<Record<string, unknown>> = [];
  if (change.status && change.status !== lead.status) {
    updates.status = change.status;
    updates.lostReason = change.status === 'lost' ? (change.lostReason ?? null) : null;
    events.push({
      kind: 'status',
      fromValue: lead.status,
      toValue: change.status,
      body: change.status === 'lost' ? change.lostReason : null,
    });
  } else if (change.status === 'lost' && change.lostReason !== lead.lostReason) {
    updates.lostReason = change.lostReason ?? null;
    events.push({ kind: 'status', fromValue: 'lost', toValue: 'lost', body: change.lostReason });
  }
  if (change.ownerId !== undefined && change.ownerId !== lead.ownerId) {
    if (change.ownerId !== null) await requireStaffOwner(trx, change.ownerId);
    updates.ownerId = change.ownerId;
    events.push({
      kind: 'owner',
      fromValue: lead.ownerId === null ? null : String(lead.ownerId),
      toValue: change.ownerId === null ? null : String(change.ownerId),
    });
  }
  if (events.length === 0) return false;
  await trx('leads')
    .where('id', lead.id)
    .update({ ...updates, updatedAt: new Date() });
  await trx('leadEvents').insert(
    events.map((event) => ({ ...event, leadId: lead.id, authorId: actor.id })),
  );
  if (updates.status) {
    await recordActivity(trx, by, {
      action: 'lead.status_changed',
      object: leadObject(lead.id),
      summary: { status: { from: lead.status, to: updates.status } },
    });
  }
  const changed = { ...lead, ...updates } as Lead;
  if (lead.status === 'spam' && changed.status !== 'spam') {
    const announced = await trx('emailMessages')
      .where({ leadId: lead.id, kind: 'lead.notify' })
      .first('id');
    if (!announced) {
      await announceLead(trx, changed, site);
      return true;
    }
  }
  if (changed.status !== 'spam') {
    const data = { ...leadEventData(changed), changes: events.map((event) => event.kind) };
    await queueWebhookEvent(trx, 'lead.updated', data, { leadId: lead.id });
  }
  return true;
}

export async function updateLead(
  id: number,
  change: LeadUpdate,
  actor: Actor,
  by: ActivityActor,
  site: SiteForMail,
): Promise<StaffLeadSent> {
  return Lead.transaction(async (trx) => {
    const lead = await Lead.query(trx).findById(id).forUpdate();
    if (!lead) throw new NotFoundError('Lead not found');
    await applyChange(trx, lead, change, actor, by, site);
    return toStaffView(await staffLead(trx, id));
  });
}

/**
 * One status for many leads; unknown ids are skipped. Answers how many changed. Each lead that
 * changes gets its own activity entry.
 */
export async function updateLeads(
  change: LeadBulkUpdate,
  actor: Actor,
  by: ActivityActor,
  site: SiteForMail,
) {
  return Lead.transaction(async (trx) => {
    const leads = await Lead.query(trx).findByIds(change.ids).orderBy('id').forUpdate();
    let updated = 0;
    for (const lead of leads) {
      if (await applyChange(trx, lead, change, actor, by, site)) updated += 1;
    }
    return { updated };
  });
}

export async function addNote(leadId: number, body: string, actor: Actor) {
  return Lead.transaction(async (trx) => {
    const lead = await Lead.query(trx).findById(leadId).forUpdate();
    if (!lead) throw new NotFoundError('Lead not found');
    const [event] = await trx('leadEvents')
      .insert({ leadId, kind: 'note', authorId: actor.id, body })
      .returning('id');
    await trx('leads').where('id', leadId).update({ updatedAt: new Date() });
    const events = await timeline(trx, leadId);
    return events.find((entry) => entry.id === Number(event.id))!;
  });
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Deletes a lead and everything about it (timeline, e-mails, webhook deliveries) for a
 * data-protection request, and records that it happened, with counts and no personal data.
 */
export async function eraseLead(id: number, actor: Actor, by: ActivityActor) {
  return Lead.transaction(async (trx) => {
    const lead = await Lead.query(trx).findById(id).forUpdate();
    if (!lead) throw new NotFoundError('Lead not found');
    const count = async (table: string) =>
      toCount((await trx(table).where('leadId', id).count({ total: '*' }))[0]?.total);
    const [events, emails, deliveries] = await Promise.all([
      count('leadEvents'),
      count('emailMessages'),
      count('webhookDeliveries'),
    ]);
    await trx('leads').where('id', id).delete();
    const summary = [
      counted(events, 'timeline entry', 'timeline entries'),
      counted(emails, 'e-mail', 'e-mails'),
      counted(deliveries, 'webhook delivery', 'webhook deliveries'),
    ].join(', ');
    await trx('dataErasures').insert({
      subject: 'lead',
      subjectId: id,
      erasedBy: actor.id,
      summary,
    });
    await recordActivity(trx, by, {
      action: 'lead.erased',
      object: leadObject(id),
      summary: { timelineEntries: events, emails, webhookDeliveries: deliveries },
    });
    return { erased: true, summary };
  });
}
