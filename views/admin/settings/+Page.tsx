import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import {
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../../src/schemas/site-settings';
import { api } from '../../components/admin/admin-api';
import {
  buttonClass,
  LoadError,
  Panel,
  secondaryButtonClass,
  showServerErrors,
} from '../../components/admin/admin-controls';
import { PageHeading, SkeletonRow } from '../../components/admin/page-heading';
import { useAdminData } from '../../components/admin/use-admin-data';
import { FormField } from '../../components/auth/form-field';
import { toast } from '../../components/ui/toast';

interface SettingsAnswer {
  settings: SiteSettings;
  defaults: SiteSettings;
}

type Field = Exclude<keyof SiteSettings, 'address'>;

const fieldPaths = [
  'name',
  'phone',
  'email',
  'address.street',
  'address.city',
  'address.region',
  'address.postalCode',
  'bookingWidgetUrl',
  'contactFormUrl',
  'quoteFormUrl',
  'formEmbedScriptUrl',
  'videoEmbedUrl',
  'signupUrl',
  'appSigninUrl',
  'linkedinUrl',
  'facebookUrl',
  'youtubeUrl',
] as const;

/** Inputs hold text: an unset widget is an empty field. */
const toFormValues = (settings: SiteSettings): SiteSettingsInput => ({
  ...settings,
  bookingWidgetUrl: settings.bookingWidgetUrl ?? '',
  contactFormUrl: settings.contactFormUrl ?? '',
  quoteFormUrl: settings.quoteFormUrl ?? '',
  formEmbedScriptUrl: settings.formEmbedScriptUrl ?? '',
  videoEmbedUrl: settings.videoEmbedUrl ?? '',
});

const urlFields: ReadonlyArray<{ section: string; hint?: string; fields: Array<[Field, string]> }> =
  [
    {
      section: 'Forms and widgets',
      hint: "Addresses of the hosted widgets (https only). Leave a form's address empty to show the site's own form instead; requests sent through it appear under Leads.",
      fields: [
        ['bookingWidgetUrl', 'Booking widget URL'],
        ['contactFormUrl', 'Contact form URL'],
        ['quoteFormUrl', 'Quote form URL'],
        ['formEmbedScriptUrl', 'Form embed script URL'],
        ['videoEmbedUrl', 'Meet Ava video URL'],
      ],
    },
    {
      section: 'Application links',
      hint: 'Where the Sign In link and the plan buttons send visitors.',
      fields: [
        ['appSigninUrl', 'Sign-in URL'],
        ['signupUrl', 'Sign-up URL'],
      ],
    },
    {
      section: 'Social links',
      hint: 'Shown in the footer.',
      fields: [
        ['linkedinUrl', 'LinkedIn URL'],
        ['facebookUrl', 'Facebook URL'],
        ['youtubeUrl', 'YouTube URL'],
      ],
    },
  ];

export default function SettingsPage() {
  const { data, error } = useAdminData<SettingsAnswer>('/api/settings/site');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
  });
  useEffect(() => {
    if (data) reset(toFormValues(data.settings));
  }, [data, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await api.put<SettingsAnswer>('/api/settings/site', values);
      reset(toFormValues(saved.settings));
      toast({ title: 'Settings saved', description: 'The public site shows them now.' });
    } catch (failed) {
      setFailure(showServerErrors(failed, setError, fieldPaths));
    }
  });

  const urlError = (field: Field): FieldError | undefined => errors[field];

  return (
    <>
      <PageHeading
        title="Settings"
        description="The company details, forms and links the public site shows."
        actions={
          <a href="/admin/settings/colors" className={secondaryButtonClass}>
            Brand colours
          </a>
        }
      />
      {error ? <LoadError message={error} /> : null}
      {!data && !error ? (
        <div className="space-y-3">
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : null}
      {data ? (
        <form onSubmit={submit} noValidate className="max-w-3xl space-y-6">
          {failure ? <LoadError message={failure} /> : null}
          <Panel title="Company">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <FormField
                  id="settings-name"
                  label="Site name"
                  registration={register('name')}
                  error={errors.name}
                />
              </div>
              <FormField
                id="settings-phone"
                label="Phone"
                type="tel"
                registration={register('phone')}
                error={errors.phone}
              />
              <FormField
                id="settings-email"
                label="Email"
                type="email"
                registration={register('email')}
                error={errors.email}
              />
            </div>
          </Panel>
          <Panel title="Address">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <FormField
                  id="settings-street"
                  label="Street address"
                  registration={register('address.street')}
                  error={errors.address?.street}
                />
              </div>
              <FormField
                id="settings-city"
                label="City"
                registration={register('address.city')}
                error={errors.address?.city}
              />
              <div className="grid grid-cols-2 gap-4">
                <FormField
                  id="settings-region"
                  label="State"
                  registration={register('address.region')}
                  error={errors.address?.region}
                />
                <FormField
                  id="settings-postal-code"
                  label="ZIP code"
                  registration={register('address.postalCode')}
                  error={errors.address?.postalCode}
                />
              </div>
            </div>
          </Panel>
          {urlFields.map((group) => (
            <Panel key={group.section} title={group.section}>
              {group.hint ? (
                <p className="-mt-2 mb-4 text-sm text-slate-600">{group.hint}</p>
              ) : null}
              <div className="space-y-4">
                {group.fields.map(([field, label]) => (
                  <FormField
                    key={field}
                    id={`settings-${field}`}
                    label={label}
                    type="url"
                    placeholder="https://"
                    registration={register(field)}
                    error={urlError(field)}
                  />
                ))}
              </div>
            </Panel>
          ))}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => reset(toFormValues(data.defaults))}
            >
              Fill in the defaults
            </button>
            <button type="submit" className={buttonClass} disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save settings'}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
