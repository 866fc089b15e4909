import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { leadUpdateSchema, type LeadUpdate } from '#src/schemas/leads';
import type { z } from '#src/schemas/zod';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { Button, Field, Form, placeServerErrors } from '../kit';
import { useLeadsChanged } from './lead-changes';
import { StatusSelect } from './status-select';

type BulkValues = z.input<typeof leadUpdateSchema>;

/** One status for every chosen lead; "Lost" asks why. */
export function BulkStatusForm({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const leadsChanged = useLeadsChanged();
  const form = useForm<BulkValues, unknown, LeadUpdate>({
    resolver: zodResolver(leadUpdateSchema),
    defaultValues: { status: 'contacted', lostReason: '' },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { updated } = await api.patch<{ updated: number }>('/api/leads', { ...values, ids });
      toast({ title: `${updated} ${updated === 1 ? 'lead' : 'leads'} updated` });
      onDone();
      await leadsChanged();
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, ['status', 'lostReason']));
    }
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
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Applying...' : 'Apply'}
      </Button>
    </Form>
  );
}
