import type { Knex } from 'knex';
import { addDays, startOfDay } from './days';
import type { FigureRow } from './range-figures';

export interface LeadGroup {
  source: string;
  campaign: string | null;
  landingPath: string | null;
  leads: number;
}

/** Leads (spam left out) created in a range of days, counted by source, campaign and landing page. */
export async function leadGroups(db: Knex, from: string, to: string): Promise<LeadGroup[]> {
  return (await db('leads')
    .whereNot('status', 'spam')
    .where('createdAt', '>=', startOfDay(from))
    .where('createdAt', '<', startOfDay(addDays(to, 1)))
    .groupBy('source', 'utmCampaign', 'landingPath')
    .select(
      'source',
      'utmCampaign as campaign',
      'landingPath',
      db.raw('count(*)::int as leads'),
    )) as LeadGroup[];
}

export const conversionRate = (leads: number, visitors: number) =>
  visitors > 0 ? leads / visitors : 0;

/**
 * One conversion table: every key that brought visitors or leads, with leads / visitors of
 * that key (its entry visitors), most leads first.
 */
export function conversionRows<Key extends string>(
  visitorRows: readonly FigureRow[],
  groups: readonly LeadGroup[],
  keyOfRow: (row: FigureRow) => Key | null,
  keyOfLead: (group: LeadGroup) => Key | null,
) {
  const table = new Map<Key, { visitors: number; leads: number }>();
  for (const row of visitorRows) {
    const key = keyOfRow(row);
    if (key !== null) table.set(key, { visitors: row.visitors, leads: 0 });
  }
  for (const group of groups) {
    const key = keyOfLead(group);
    if (key === null) continue;
    const entry = table.get(key) ?? { visitors: 0, leads: 0 };
    entry.leads += group.leads;
    table.set(key, entry);
  }
  return [...table.entries()]
    .map(([key, { visitors, leads }]) => ({
      key,
      visitors,
      leads,
      rate: conversionRate(leads, visitors),
    }))
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors);
}
