import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from '#src/schemas/site-settings';
import { adminKeys } from '../data/query-keys';
import { Field, Form, Panel, useFormSave } from '../kit';
import { fieldPaths, toFormValues, urlFields, type SettingsAnswer } from './settings-fields';
import { SettingsActions } from './settings-actions';

function CompanyFields() {
  return (
    <>
      <Panel title="Company">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field name="name" id="settings-name" label="Site name" />
          </div>
          <Field name="phone" id="settings-phone" label="Phone" type="tel" />
          <Field name="email" id="settings-email" label="Email" type="email" />
        </div>
      </Panel>
      <Panel title="Address">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field name="address.street" id="settings-street" label="Street address" />
          </div>
          <Field name="address.city" id="settings-city" label="City" />
          <div className="grid grid-cols-2 gap-4">
            <Field name="address.region" id="settings-region" label="State" />
            <Field name="address.postalCode" id="settings-postal-code" label="ZIP code" />
          </div>
        </div>
      </Panel>
    </>
  );
}

function LinkFields() {
  return urlFields.map((group) => (
    <Panel key={group.section} title={group.section}>
      {group.hint ? <p className="-mt-2 mb-4 text-sm text-slate-600">{group.hint}</p> : null}
      <div className="space-y-4">
        {group.fields.map(([field, label]) => (
          <Field
            key={field}
            name={field}
            id={`settings-${field}`}
            label={label}
            type="url"
            placeholder="https://"
          />
        ))}
      </div>
    </Panel>
  ));
}

/** The site's settings as one form, saved at once. */
export function SettingsForm({ answer }: { answer: SettingsAnswer }) {
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: toFormValues(answer.settings),
  });
  const { submit, failure } = useFormSave({
    form,
    path: '/api/settings/site',
    invalidates: adminKeys.settings.all,
    saved: (saved: SettingsAnswer) => toFormValues(saved.settings),
    fields: fieldPaths,
    done: { title: 'Settings saved', description: 'The public site shows them now.' },
  });
  return (
    <Form form={form} onSubmit={submit} failure={failure} className="max-w-3xl space-y-6">
      <CompanyFields />
      <LinkFields />
      <SettingsActions
        defaultsLabel="Fill in the defaults"
        onDefaults={() => form.reset(toFormValues(answer.defaults))}
        saveLabel="Save settings"
        saving={form.formState.isSubmitting}
      />
    </Form>
  );
}
