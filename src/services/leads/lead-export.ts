import type { LeadFilter } from '../../schemas/leads';
import { Lead } from '../../models/lead';
import { BoundedWork } from '../bounded-work';
import { filterLeads, staffLeads } from './lead-query';

const batchSize = 1_000;

const columns: Array<[header: string, value: (lead: ExportRow) => unknown]> = [
  ['id', (lead) => lead.id],
  ['created_at', (lead) => new Date(lead.createdAt).toISOString()],
  ['kind', (lead) => lead.kind],
  ['status', (lead) => lead.status],
  ['name', (lead) => lead.name],
  ['email', (lead) => lead.email],
  ['phone', (lead) => lead.phone],
  ['company', (lead) => lead.company],
  ['message', (lead) => lead.message],
  ['owner', (lead) => lead.ownerName],
  ['lost_reason', (lead) => lead.lostReason],
  ['source', (lead) => lead.source],
  ['utm_source', (lead) => lead.utmSource],
  ['utm_medium', (lead) => lead.utmMedium],
  ['utm_campaign', (lead) => lead.utmCampaign],
  ['utm_term', (lead) => lead.utmTerm],
  ['utm_content', (lead) => lead.utmContent],
  ['gclid', (lead) => (lead.hasGclid ? 'yes' : '')],
  ['fbclid', (lead) => (lead.hasFbclid ? 'yes' : '')],
  ['referrer', (lead) => lead.referrer],
  ['landing_page', (lead) => lead.landingPath],
  ['sent_from', (lead) => lead.sourcePath],
];

type ExportRow = Lead & { ownerName: string | null };

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (starting with = + - @, or a tab
 * or carriage return before one) gets a leading apostrophe, so a lead cannot plant a formula
 * in the sales team's spreadsheet.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, every cell guarded, with the CRLF ending RFC 4180 asks for. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A few exports at a time: each holds a database connection for as long as it streams. */
export const exportSlots = new BoundedWork({
  concurrency: 2,
  maxWaiting: 2,
  busyMessage: 'Another export is running. Please try again in a minute.',
  retryAfterSeconds: 30,
});

/**
 * The leads a filter selects as CSV, newest first, read a thousand at a time (by id, so that
 * memory stays flat whatever the count), for streaming to the response.
 */
export async function* leadCsv(filter: Omit<LeadFilter, 'sort'>): AsyncGenerator<string> {
  yield csvLine(columns.map(([header]) => header));
  let before: number | null = null;
  for (;;) {
    const rows = (await filterLeads(staffLeads(Lead.knex()), filter)
      .modify((query) => {
        if (before !== null) query.where('leads.id', '<', before);
      })
      .orderBy('leads.id', 'desc')
      .limit(batchSize)) as ExportRow[];
    if (rows.length === 0) return;
    yield rows.map((lead) => csvLine(columns.map(([, value]) => value(lead)))).join('');
    before = rows[rows.length - 1]!.id;
  }
}
