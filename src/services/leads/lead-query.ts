import type { Knex } from 'knex';
import type { LeadFilter } from '../../schemas/leads';

const day = 24 * 60 * 60 * 1000;

/** `%` and `_` typed by a person mean themselves, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The pipeline's order, for sorting by status. */
const statusOrder = `case leads.status when 'new' then 0 when 'contacted' then 1
  when 'qualified' then 2 when 'won' then 3 when 'lost' then 4 else 5 end`;

/** Leads with the columns staff see (the owner's name). */
export function staffLeads(db: Knex) {
  return db('leads')
    .leftJoin('users as owners', 'owners.id', 'leads.ownerId')
    .select('leads.*', db.raw('coalesce(owners.full_name, owners.username) as owner_name'));
}

/**
 * Narrows a query on `leads` to what a filter selects: one rule for the list, its total and the
 * CSV export. Spam shows only when asked for.
 */
export function filterLeads(query: Knex.QueryBuilder, filter: Omit<LeadFilter, 'sort'>) {
  return query.modify((builder) => {
    if (filter.status) builder.where('leads.status', filter.status);
    else builder.whereNot('leads.status', 'spam');
    if (filter.kind) builder.where('leads.kind', filter.kind);
    if (filter.owner === 'none') builder.whereNull('leads.ownerId');
    else if (filter.owner) builder.where('leads.ownerId', filter.owner);
    if (filter.source) builder.where('leads.source', filter.source.trim().toLowerCase());
    if (filter.campaign) builder.where('leads.utmCampaign', filter.campaign.trim());
    if (filter.from) builder.where('leads.createdAt', '>=', new Date(`${filter.from}T00:00:00Z`));
    if (filter.to) {
      builder.where('leads.createdAt', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + day));
    }
    const search = filter.q?.trim();
    if (search) {
      const pattern = likePattern(search);
      builder.where((where) =>
        where
          .whereILike('leads.name', pattern)
          .orWhereILike('leads.email', pattern)
          .orWhereILike('leads.company', pattern)
          .orWhereILike('leads.message', pattern),
      );
    }
  });
}

export function orderLeads(query: Knex.QueryBuilder, sort: LeadFilter['sort']) {
  switch (sort) {
    case 'oldest':
      return query.orderBy([
        { column: 'leads.createdAt', order: 'asc' },
        { column: 'leads.id', order: 'asc' },
      ]);
    case 'name':
      return query.orderByRaw('lower(leads.name) asc, leads.id asc');
    case 'status':
      return query.orderByRaw(`${statusOrder}, leads.created_at desc, leads.id desc`);
    default:
      return query.orderBy([
        { column: 'leads.createdAt', order: 'desc' },
        { column: 'leads.id', order: 'desc' },
      ]);
  }
}
