import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { webhookCreateSchema, webhookEventLabels, webhookEvents } from '#src/schemas/webhooks';
import type { CreatedWebhookEndpoint } from '#src/schemas/wire/webhooks';
import { Dialog } from '#views/components/ui/dialog';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Button, Checkbox, Field, FormDialog, useDialogForm } from '../kit';

/** The event checkboxes, one group with one message (the events are chosen together). */
function EventChoices() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: 'events' });
  const message = errors.events?.message ?? errors.events?.root?.message;
  return (
    <fieldset aria-describedby={message ? 'new-webhook-events-message' : undefined}>
      <legend className="block text-sm font-medium text-slate-800">Events</legend>
      <div className="mt-2 space-y-2">
        {webhookEvents.map((event) => (
          <Checkbox
            key={event}
            name="events"
            id={`new-webhook-event-${event.replace('.', '-')}`}
            value={event}
            label={
              <span>
                <code className="text-slate-900">{event}</code>{' '}
                <span className="text-slate-600">{webhookEventLabels[event]}</span>
              </span>
            }
          />
        ))}
      </div>
      {message ? (
        <p id="new-webhook-events-message" className="mt-1 text-sm text-red-700">
          {String(message)}
        </p>
      ) : null}
    </fieldset>
  );
}

async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toast({ title: 'Secret copied' });
  } catch {
    toast({ title: 'Could not copy the secret', description: 'Select it and copy it by hand.' });
  }
}

/** After adding: the signing secret, the one time it is ever shown. */
function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: CreatedWebhookEndpoint | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={endpoint !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Endpoint added"
      description="Copy the signing secret now: it is shown only this once. The receiver uses it to check that deliveries come from this site."
    >
      {endpoint ? (
        <div className="space-y-4">
          <p className="break-all text-sm text-slate-700">{endpoint.url}</p>
          <div>
            <label htmlFor="webhook-secret" className="block text-sm font-medium text-slate-800">
              Signing secret
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="webhook-secret"
                readOnly
                value={endpoint.secret}
                onFocus={(event) => event.currentTarget.select()}
                className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
              />
              <Button variant="secondary" onClick={() => copySecret(endpoint.secret)}>
                Copy
              </Button>
            </div>
          </div>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

export function AddEndpointDialog() {
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const dialog = useDialogForm({
    schema: webhookCreateSchema,
    defaultValues: { url: '', events: ['lead.created'] },
    submit: (values) => api.post<CreatedWebhookEndpoint>('/api/webhooks', values),
    successToast: { title: 'Endpoint added' },
    invalidates: [adminKeys.webhooks.all],
    onDone: (endpoint) => setCreated(endpoint),
  });
  return (
    <>
      <FormDialog
        dialog={dialog}
        title="Add endpoint"
        description="Deliveries are POSTed as JSON and signed as Standard Webhooks says."
        trigger={<Button>Add endpoint</Button>}
        submitLabel="Add endpoint"
        busyLabel="Adding..."
      >
        <Field
          name="url"
          id="new-webhook-url"
          label="URL"
          type="url"
          placeholder="https://crm.example.com/hooks/site"
          autoComplete="off"
          hint="An https address. Plain http and local addresses work only outside production."
        />
        <EventChoices />
      </FormDialog>
      <SecretDialog endpoint={created} onClose={() => setCreated(null)} />
    </>
  );
}
