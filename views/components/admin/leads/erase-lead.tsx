import type { StaffLead } from '#src/schemas/wire/leads';
import { api } from '../data/api';
import { ConfirmDialog } from '../kit';
import { useLeadsChanged } from './lead-changes';

/** Admins only: a data-protection request removes the lead and everything recorded about it. */
export function EraseLead({ lead, onErased }: { lead: StaffLead; onErased: () => void }) {
  const leadsChanged = useLeadsChanged();
  return (
    <section
      aria-label="Erase lead"
      className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="text-sm text-red-900">
        For a data-protection request: erasing deletes this lead and everything about it (its notes,
        timeline, e-mails and webhook deliveries). Only a record that an erasure happened, without
        the personal data, is kept.
      </p>
      <div className="mt-3">
        <ConfirmDialog
          kind="lead and everything recorded about it"
          itemName={lead.name}
          label="Erase lead"
          deleted="Lead erased"
          failed="Failed to erase the lead. Please try again."
          onConfirm={async () => {
            await api.delete(`/api/leads/${lead.id}`);
            // The list is read again while it is on screen, then the drawer closes: closing it
            // changes the address, and a list remounting meanwhile could keep the erased row.
            await leadsChanged();
            onErased();
          }}
        />
      </div>
    </section>
  );
}
