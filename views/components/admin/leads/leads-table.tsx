import type { LeadList } from '#src/schemas/wire/leads';
import { DataTable, formatDateTime } from '../kit';
import { kindLabels } from './lead-labels';
import { LeadStatusBadge } from './lead-status-badge';
import { RestoreLead } from './restore-lead';

export type { LeadList };
type Lead = LeadList['leads'][number];

const columns = ['Select', 'Received', 'Name', 'Contact', 'Message', 'Source', 'Status', 'Owner'];

function ContactLinks({ lead }: { lead: Lead }) {
  return (
    <>
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
    </>
  );
}

function LeadOrigin({ lead }: { lead: Lead }) {
  return (
    <>
      {kindLabels[lead.kind]}
      {lead.sourcePath ? (
        <span className="block text-xs text-slate-500">on {lead.sourcePath}</span>
      ) : null}
      <span className="block text-xs text-slate-600">
        Source: {lead.source}
        {lead.utmCampaign ? `, campaign: ${lead.utmCampaign}` : ''}
      </span>
    </>
  );
}

interface RowProps {
  lead: Lead;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
}

function LeadRow({ lead, selected, onSelect, onOpen }: RowProps) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <input
          type="checkbox"
          aria-label={`Select ${lead.name}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
        {formatDateTime(lead.createdAt)}
      </td>
      <td className="px-4 py-3">
        <button
          type="button"
          onClick={onOpen}
          className="text-left font-medium text-brand-800 hover:underline"
        >
          {lead.name}
        </button>
        {lead.company ? <span className="block text-slate-600">{lead.company}</span> : null}
      </td>
      <td className="px-4 py-3">
        <ContactLinks lead={lead} />
      </td>
      <td className="max-w-md whitespace-pre-line px-4 py-3 text-slate-800">
        {lead.message || <span className="text-slate-500">No message</span>}
      </td>
      <td className="px-4 py-3 text-slate-700">
        <LeadOrigin lead={lead} />
      </td>
      <td className="px-4 py-3">
        <LeadStatusBadge status={lead.status} />
        {lead.status === 'spam' ? (
          <div className="mt-2 space-y-2 text-xs text-slate-600">
            {lead.spamReason ? <p>Kept as spam: {lead.spamReason}</p> : null}
            <RestoreLead id={lead.id} name={lead.name} />
          </div>
        ) : null}
      </td>
      <td className="px-4 py-3 text-slate-700">{lead.ownerName ?? 'Unassigned'}</td>
    </tr>
  );
}

/** The leads of one page, each with a box for bulk changes and its name opening its details. */
export function LeadsTable({
  leads,
  selected,
  onSelect,
  onOpen,
}: {
  leads: Lead[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (id: number) => void;
}) {
  return (
    <DataTable caption="Leads" columns={columns}>
      {leads.map((lead) => (
        <LeadRow
          key={lead.id}
          lead={lead}
          selected={selected.has(lead.id)}
          onSelect={(checked) => onSelect(lead.id, checked)}
          onOpen={() => onOpen(lead.id)}
        />
      ))}
    </DataTable>
  );
}
