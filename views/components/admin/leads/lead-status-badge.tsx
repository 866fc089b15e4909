import { leadStatusLabels, type LeadStatus } from '#src/schemas/leads';
import { ToneBadge } from '../operations/tone-badge';

/** Each pipeline stage in its own colour, with its name. */
const tone: Record<LeadStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  contacted: 'bg-amber-100 text-amber-900',
  qualified: 'bg-violet-100 text-violet-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-red-100 text-red-900',
  spam: 'bg-slate-200 text-slate-800',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <ToneBadge tone={tone[status]}>{leadStatusLabels[status]}</ToneBadge>;
}
