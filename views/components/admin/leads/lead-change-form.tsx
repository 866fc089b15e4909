import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { leadStatuses, leadUpdateSchema, type LeadUpdate } from '#src/schemas/leads';
import type { StaffLead } from '#src/schemas/wire/leads';
import type { Assignee } from '#src/schemas/wire/tasks';
import { z } from '#src/schemas/zod';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { Field, Form, Select } from '../kit';
import { SubmitButton } from '../operations/submit-button';
import { useFormSave } from '../operations/use-form-save';
import { useLeadsChanged } from './lead-changes';
import { ownerName } from './lead-labels';
import { StatusSelect } from './status-select';

const changeFields = z.object({
  status: z.enum(leadStatuses),
  ownerId: z.string(),
  lostReason: z.string(),
});
type ChangeFields = z.output<typeof changeFields>;

/**
 * The select's "" is no owner; then the API's own rules apply (a lost lead needs a reason). The
 * cast only restates the API schema's input, whose id field zod types as unknown.
 */
const changeFormSchema = changeFields
  .transform(({ ownerId, ...change }) => ({ ...change, ownerId: ownerId ? Number(ownerId) : null }))
  .pipe(
    leadUpdateSchema as z.ZodType<
      LeadUpdate,
      Omit<ChangeFields, 'ownerId'> & { ownerId: number | null }
    >,
  );

const fields = ['status', 'ownerId', 'lostReason'];

/** The lead's place in the pipeline and its owner, saved together. */
export function LeadChangeForm({ lead, staff }: { lead: StaffLead; staff: Assignee[] }) {
  const leadsChanged = useLeadsChanged();
  const form = useForm({
    resolver: zodResolver(changeFormSchema),
    defaultValues: {
      status: lead.status,
      ownerId: lead.ownerId ? String(lead.ownerId) : '',
      lostReason: lead.lostReason ?? '',
    },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const { submit, failure, busy } = useFormSave(form, fields, async (change) => {
    await api.patch(`/api/leads/${lead.id}`, change);
    toast({ title: 'Lead updated', description: lead.name });
    await leadsChanged();
  });
  return (
    <Form form={form} onSubmit={submit} failure={failure} className="mt-5 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <StatusSelect id="lead-status" label="Status" />
        <Select name="ownerId" id="lead-owner" label="Owner">
          <option value="">Unassigned</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {ownerName(person)}
            </option>
          ))}
        </Select>
      </div>
      {status === 'lost' ? (
        <Field name="lostReason" id="lead-lost-reason" label="Why was it lost?" />
      ) : null}
      <SubmitButton busy={busy} label="Save changes" busyLabel="Saving..." />
    </Form>
  );
}
