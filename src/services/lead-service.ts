import { Lead } from '../models/lead';
import type { LeadInput } from '../schemas/leads';
import { sentFields } from '../schemas/wire/common';
import { leadWire, type LeadListSent } from '../schemas/wire/leads';

const toView = (lead: Lead) => sentFields(leadWire, lead);

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
