import { leadStatusLabels, type LeadStatus } from '#src/schemas/leads';
import type { LeadDetail } from '#src/schemas/wire/leads';
import type { Assignee } from '#src/schemas/wire/tasks';
import { formatDateTime } from '../kit';
import { ownerName } from './lead-labels';

type LeadEvent = LeadDetail['events'][number];

const statusName = (value: string | null) =>
  value ? (leadStatusLabels[value as LeadStatus] ?? value) : 'None';

/** What happened, in words: "Status: New → Contacted", "Owner: Unassigned → Ed". */
function describe(event: LeadEvent, staff: Assignee[]): string {
  const person = (value: string | null) => {
    if (!value) return 'Unassigned';
    const found = staff.find((candidate) => String(candidate.id) === value);
    return found ? ownerName(found) : 'A former staff member';
  };
  switch (event.kind) {
    case 'created':
      return 'Lead received';
    case 'status':
      return `Status: ${statusName(event.fromValue)} → ${statusName(event.toValue)}`;
    case 'owner':
      return `Owner: ${person(event.fromValue)} → ${person(event.toValue)}`;
    default:
      return 'Note';
  }
}

/** The lead's history, oldest first: who did what, and when. */
export function LeadTimeline({ events, staff }: { events: LeadEvent[]; staff: Assignee[] }) {
  return (
    <section aria-label="Timeline" className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Timeline</h3>
      <ol className="mt-2 space-y-3 border-l border-slate-200 pl-4">
        {events.map((event) => (
          <li key={event.id} className="text-sm">
            <p className="font-medium text-slate-900">{describe(event, staff)}</p>
            {event.body ? <p className="whitespace-pre-line text-slate-800">{event.body}</p> : null}
            <p className="text-xs text-slate-600">
              {event.authorName ?? 'The site'} · {formatDateTime(event.createdAt)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
