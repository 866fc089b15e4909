import * as DialogPrimitive from '@radix-ui/react-dialog';
import { can } from '#src/auth/permissions';
import type { LeadDetail } from '#src/schemas/wire/leads';
import type { Assignee } from '#src/schemas/wire/tasks';
import { useSession } from '#views/components/auth/use-session';
import { DialogCloseButton } from '#views/components/ui/dialog';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { ListSkeleton, LoadError } from '../kit';
import { EraseLead } from './erase-lead';
import { LeadChangeForm } from './lead-change-form';
import { FirstTouch, LeadDetails } from './lead-facts';
import { LeadNoteForm } from './lead-note-form';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadTimeline } from './lead-timeline';

function DrawerBody({
  detail,
  staff,
  onClose,
}: {
  detail: LeadDetail;
  staff: Assignee[];
  onClose: () => void;
}) {
  const { user } = useSession();
  const { lead, events } = detail;
  return (
    <>
      <DialogPrimitive.Title className="pr-10 text-2xl font-bold text-slate-900">
        {lead.name}
      </DialogPrimitive.Title>
      <DialogPrimitive.Description className="mt-1 flex items-center gap-2 text-sm text-slate-600">
        <LeadStatusBadge status={lead.status} />
        <span>{lead.ownerName ? `Owner: ${lead.ownerName}` : 'Unassigned'}</span>
      </DialogPrimitive.Description>
      <LeadChangeForm key={lead.updatedAt} lead={lead} staff={staff} />
      <LeadDetails lead={lead} />
      <FirstTouch lead={lead} />
      <LeadTimeline events={events} staff={staff} />
      <LeadNoteForm leadId={lead.id} />
      {can(user?.role, 'leads:erase') ? <EraseLead lead={lead} onErased={onClose} /> : null}
    </>
  );
}

/** One lead in a side sheet over the list, opened from its row or from `?lead=<id>`. */
export function LeadDrawer({
  leadId,
  staff,
  onClose,
}: {
  leadId: number | null;
  staff: Assignee[];
  onClose: () => void;
}) {
  const { data, error } = useApiQuery<LeadDetail>(
    adminKeys.leads.detail(leadId ?? 0),
    leadId ? `/api/leads/${leadId}` : null,
  );
  return (
    <DialogPrimitive.Root open={leadId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-40 w-full max-w-xl overflow-y-auto bg-white p-6 shadow-2xl focus:outline-none"
          {...(data ? {} : { 'aria-describedby': undefined })}
        >
          {error ? (
            <>
              <DialogPrimitive.Title className="text-2xl font-bold text-slate-900">
                Lead
              </DialogPrimitive.Title>
              <LoadError error={error} />
            </>
          ) : null}
          {!error && !data ? (
            <>
              <DialogPrimitive.Title className="sr-only">Loading the lead</DialogPrimitive.Title>
              <ListSkeleton />
            </>
          ) : null}
          {data ? <DrawerBody detail={data} staff={staff} onClose={onClose} /> : null}
          <DialogCloseButton />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
