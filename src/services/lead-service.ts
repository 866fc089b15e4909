import { Lead } from '../models/site-content';
import type { LeadInput } from '../schemas/leads';
import type { LeadListSent, LeadSent } from '../schemas/wire/leads';

function toView(lead: Lead): LeadSent {
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    message: lead.message,
    sourcePath: lead.sourcePath,
    createdAt: lead.createdAt,
  };
}

export async function createLead(input: LeadInput) {
  return toView(
    await Lead.query().insertAndFetch({
      ...input,
      name: input.name,
      message: input.message.trim(),
    }),
  );
}

export async function listLeads(paging: { limit: number; offset: number }): Promise<LeadListSent> {
  const [leads, total] = await Promise.all([
    Lead.query()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset),
    Lead.query().resultSize(),
  ]);
  return { leads: leads.map(toView), total };
}
