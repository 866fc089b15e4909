import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { leadUpdateSchema, type LeadUpdate } from '#src/schemas/leads';
import type { z } from '#src/schemas/zod';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { Field, Form } from '../kit';
import { SubmitButton } from '../operations/submit-button';
import { useFormSave } from '../operations/use-form-save';
import { useLeadsChanged } from './lead-changes';
import { StatusSelect } from './status-select';

type BulkValues = z.input<typeof leadUpdateSchema>;

/** One status for every chosen lead; "Lost" asks why. */
export function BulkStatusForm({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const leadsChanged = useLeadsChanged();
  const form = useForm<BulkValues, unknown, LeadUpdate>({
    resolver: zodResolver(leadUpdateSchema),
    defaultValues: { status: 'contacted', lostReason: '' },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const { submit, failure, busy } = useFormSave(form, ['status', 'lostReason'], async (values) => {
    const { updated } = await api.patch<{ updated: number }>('/api/leads', { ...values, ids });
    toast({ title: `${updated} ${updated === 1 ? 'lead' : 'leads'} updated` });
    onDone();
    await leadsChanged();
  });
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={failure}
      className="flex flex-wrap items-end gap-3"
    >
      <StatusSelect id="bulk-status" label={`New status for ${ids.length} selected`} />
      {status === 'lost' ? (
        <Field name="lostReason" id="bulk-lost-reason" label="Why was it lost?" />
      ) : null}
      <SubmitButton busy={busy} label="Apply" busyLabel="Applying..." />
    </Form>
  );
}
