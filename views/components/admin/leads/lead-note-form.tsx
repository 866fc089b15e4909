import { leadNoteSchema } from '#src/schemas/leads';
import { api } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Form, TextArea, useDialogForm } from '../kit';
import { SubmitButton } from '../operations/submit-button';

/** A note for the lead's timeline; the form empties once it is saved. */
export function LeadNoteForm({ leadId }: { leadId: number }) {
  const note = useDialogForm({
    schema: leadNoteSchema,
    defaultValues: { body: '' },
    submit: (values) => api.post(`/api/leads/${leadId}/notes`, values),
    successToast: { title: 'Note added' },
    invalidates: [adminKeys.leads.detail(leadId)],
    onDone: () => note.form.reset({ body: '' }),
  });
  return (
    <Form
      form={note.form}
      onSubmit={note.onSubmit}
      failure={note.failure}
      className="mt-6 space-y-2"
    >
      <TextArea name="body" id="lead-note" label="Add a note" rows={3} counter={{ max: 5000 }} />
      <SubmitButton busy={note.busy} label="Add note" busyLabel="Adding..." />
    </Form>
  );
}
