import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  notificationSettingsSchema,
  type NotificationSettingsInput,
} from '#src/schemas/notifications';
import { z } from '#src/schemas/zod';
import { toast } from '#views/components/ui/toast';
import { api, ApiError } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Checkbox, Form, Panel, TextArea } from '../kit';
import { SubmitButton } from './submit-button';
import { useFormSave } from './use-form-save';

/** The addresses as typed, one a line (commas work too), checked by the API's own rule. */
const recipientsText = z.string().transform((text, context) => {
  const list = text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const checked = notificationSettingsSchema.shape.leadRecipients.safeParse(list);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const line = typeof issue.path[0] === 'number' ? `${list[issue.path[0]]}: ` : '';
    context.addIssue({ code: 'custom', message: `${line}${issue.message}` });
  }
  return z.NEVER;
});
const formSchema = z.object({
  leadRecipients: recipientsText,
  confirmToVisitor: z.boolean(),
  spamChallenge: z.boolean(),
});

/** The API names a refused address by its place ("leadRecipients.2"); the form has one box. */
function oneBox(error: unknown) {
  if (!(error instanceof ApiError)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, message]) => [key.split('.')[0]!, message]),
  );
  return new ApiError(error.message, error.status, errors);
}

const fields = ['leadRecipients', 'confirmToVisitor', 'spamChallenge'];

const toForm = (settings: NotificationSettingsInput) => ({
  leadRecipients: settings.leadRecipients.join('\n'),
  confirmToVisitor: settings.confirmToVisitor,
  spamChallenge: settings.spamChallenge,
});

export function NotificationForm({ settings }: { settings: NotificationSettingsInput }) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: toForm(settings) });
  const save = useApiMutation(
    (values: NotificationSettingsInput) =>
      api.put<NotificationSettingsInput>('/api/settings/notifications', values),
    [adminKeys.notifications.all],
  );
  const { submit, failure, busy } = useFormSave(form, fields, async (values) => {
    try {
      form.reset(toForm(await save.mutateAsync(values)));
    } catch (error) {
      throw oneBox(error);
    }
    toast({ title: 'Notification settings saved' });
  });
  return (
    <Form form={form} onSubmit={submit} failure={failure} className="max-w-2xl space-y-6">
      <Panel title="New leads">
        <div className="space-y-4">
          <TextArea
            name="leadRecipients"
            id="lead-recipients"
            label="Who is e-mailed about a new lead"
            rows={5}
            hint="One address per line, at most 20. Leave it empty to e-mail every admin."
          />
          <Checkbox
            name="confirmToVisitor"
            id="confirm-to-visitor"
            label="Send visitors a confirmation"
          />
          <Checkbox
            name="spamChallenge"
            id="spam-challenge"
            label="Ask lead forms for a proof-of-work check (for forms under attack)"
          />
        </div>
      </Panel>
      <div className="flex justify-end">
        <SubmitButton busy={busy} label="Save settings" busyLabel="Saving..." />
      </div>
    </Form>
  );
}
