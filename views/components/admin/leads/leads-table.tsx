import type { LeadList } from '#src/schemas/wire/leads';
import { DataTable, formatDateTime } from '../kit';

export type { LeadList };
type Lead = LeadList['leads'][number];

const sources = {
  contact: 'Contact form',
  booking: 'Booking form',
  quote: 'Quote form',
} as const;

const columns = ['Received', 'Name', 'Contact', 'Message', 'Source'];

function LeadRow({ lead }: { lead: Lead }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        {formatDateTime(lead.createdAt)}
      </td>
      <td className="px-4 py-3">
        <span className="font-medium text-slate-900">{lead.name}</span>
        {lead.company ? <span className="block text-slate-600">{lead.company}</span> : null}
      </td>
      <td className="px-4 py-3">
        <a href={`mailto:${lead.email}`} className="text-brand-800 hover:underline">
          {lead.email}
        </a>
        {lead.phone ? (
          <a
            href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
            className="block text-brand-800 hover:underline"
          >
            {lead.phone}
          </a>
        ) : null}
      </td>
      <td className="max-w-md whitespace-pre-line px-4 py-3 text-slate-800">
        {lead.message || <span className="text-slate-500">No message</span>}
      </td>
      <td className="px-4 py-3 text-slate-700">
        {sources[lead.kind]}
        {lead.sourcePath ? (
          <span className="block text-xs text-slate-500">on {lead.sourcePath}</span>
        ) : null}
      </td>
    </tr>
  );
}

export function LeadsTable({ leads }: { leads: Lead[] }) {
  return (
    <DataTable caption="Leads, newest first" columns={columns}>
      {leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} />
      ))}
    </DataTable>
  );
}
