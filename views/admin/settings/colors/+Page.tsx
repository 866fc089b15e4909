import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type CSSProperties } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contrastRatio, minimumTextContrast, themeVariables } from '../../../../src/config/theme';
import { themeSettingsSchema, type ThemeSettings } from '../../../../src/schemas/site-settings';
import { api } from '../../../components/admin/admin-api';
import {
  buttonClass,
  inputClass,
  LoadError,
  Panel,
  secondaryButtonClass,
  showServerErrors,
} from '../../../components/admin/admin-controls';
import { PageHeading, SkeletonRow } from '../../../components/admin/page-heading';
import { useAdminData } from '../../../components/admin/use-admin-data';
import { toast } from '../../../components/ui/toast';

interface ThemeAnswer {
  theme: ThemeSettings;
  defaults: ThemeSettings;
}

const isHex = (value: string | undefined): value is string => /^#[0-9a-f]{6}$/i.test(value ?? '');

const colours: ReadonlyArray<{ field: keyof ThemeSettings; label: string; hint: string }> = [
  {
    field: 'primaryColor',
    label: 'Primary colour',
    hint: 'Buttons, links and headings. White text sits on it.',
  },
  {
    field: 'accentColor',
    label: 'Accent colour',
    hint: 'Highlights and decorations.',
  },
];

/** A piece of the public site drawn with the chosen colours. */
function Preview({ theme }: { theme: ThemeSettings }) {
  const variables = themeVariables(theme) as CSSProperties;
  return (
    <div style={variables} data-testid="colour-preview" className="overflow-hidden rounded-lg">
      <div className="bg-gradient-to-br from-brand-50 to-white p-6">
        <p className="border-l-4 border-accent-500 pl-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
          AI receptionist
        </p>
        <p className="mt-2 text-2xl font-bold text-brand-900">Answer every call, 24/7</p>
        <p className="mt-2 text-slate-700">
          Ava picks up, captures the lead and books the appointment.{' '}
          <span className="font-medium text-brand-800 underline">Learn about Ava</span>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <span className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            Book a Call
          </span>
          <span className="rounded-lg border border-brand-100 bg-white px-4 py-2 font-semibold text-brand-800">
            Contact Us
          </span>
        </div>
      </div>
      <div className="flex items-center gap-3 bg-brand-900 px-6 py-4 text-brand-50">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent-500" />
        91% of small businesses see revenue growth within 3 months
      </div>
    </div>
  );
}

export default function BrandColoursPage() {
  const { data, error } = useAdminData<ThemeAnswer>('/api/settings/theme');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ThemeSettings>({ resolver: zodResolver(themeSettingsSchema) });
  useEffect(() => {
    if (data) reset(data.theme);
  }, [data, reset]);

  const chosen = useWatch({ control });
  const previewTheme: ThemeSettings = {
    primaryColor: isHex(chosen.primaryColor)
      ? chosen.primaryColor.toLowerCase()
      : (data?.theme.primaryColor ?? '#000000'),
    accentColor: isHex(chosen.accentColor)
      ? chosen.accentColor.toLowerCase()
      : (data?.theme.accentColor ?? '#000000'),
  };
  const primaryContrast = contrastRatio(previewTheme.primaryColor, '#ffffff');
  const readable = primaryContrast >= minimumTextContrast;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await api.put<ThemeAnswer>('/api/settings/theme', values);
      reset(saved.theme);
      toast({ title: 'Colours saved', description: 'The public site uses them now.' });
    } catch (failed) {
      setFailure(showServerErrors(failed, setError, ['primaryColor', 'accentColor']));
    }
  });

  return (
    <>
      <PageHeading
        title="Brand colours"
        description="The colours of the public site's buttons, links and highlights."
        actions={
          <a href="/admin/settings" className={secondaryButtonClass}>
            Settings
          </a>
        }
      />
      {error ? <LoadError message={error} /> : null}
      {!data && !error ? <SkeletonRow /> : null}
      {data ? (
        <form onSubmit={submit} noValidate className="grid max-w-5xl gap-6 lg:grid-cols-2">
          <Panel title="Colours">
            <div className="space-y-5">
              {failure ? <LoadError message={failure} /> : null}
              {colours.map(({ field, label, hint }) => {
                const message = errors[field]?.message;
                const value = chosen[field];
                return (
                  <div key={field}>
                    <label htmlFor={`colour-${field}`} className="block text-sm font-medium">
                      {label} (hex)
                    </label>
                    <p id={`colour-${field}-hint`} className="text-sm text-slate-600">
                      {hint}
                    </p>
                    <div className="mt-1 flex items-center gap-3">
                      <input
                        type="color"
                        aria-label={`${label} picker`}
                        value={isHex(value) ? value.toLowerCase() : previewTheme[field]}
                        onChange={(event) =>
                          setValue(field, event.target.value, {
                            shouldDirty: true,
                            shouldValidate: true,
                          })
                        }
                        className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white"
                      />
                      <input
                        id={`colour-${field}`}
                        {...register(field)}
                        spellCheck={false}
                        autoComplete="off"
                        aria-invalid={message ? true : undefined}
                        aria-describedby={`colour-${field}-hint${message ? ` colour-${field}-message` : ''}`}
                        className={`${inputClass} mt-0 max-w-40 font-mono`}
                      />
                    </div>
                    {message ? (
                      <p id={`colour-${field}-message`} className="mt-1 text-sm text-red-700">
                        {message}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <p
                role="status"
                className={`rounded-lg border p-3 text-sm ${readable ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
              >
                {readable
                  ? `White text on the primary colour has a contrast of ${primaryContrast.toFixed(1)}:1, readable for everyone (WCAG needs ${minimumTextContrast}:1).`
                  : `Warning: white text on the primary colour has a contrast of only ${primaryContrast.toFixed(1)}:1; WCAG needs at least ${minimumTextContrast}:1. Choose a darker primary colour so buttons stay readable.`}
              </p>
              <div className="flex flex-wrap justify-end gap-3">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => reset(data.defaults, { keepDefaultValues: true })}
                >
                  Use the default colours
                </button>
                <button type="submit" className={buttonClass} disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Save colours'}
                </button>
              </div>
            </div>
          </Panel>
          <Panel title="Preview">
            <Preview theme={previewTheme} />
          </Panel>
        </form>
      ) : null}
    </>
  );
}
