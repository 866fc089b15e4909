import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { themeSettingsSchema, type ThemeSettings } from '#src/schemas/site-settings';
import { adminKeys } from '../data/query-keys';
import { Form, FormAlert, Panel, useFormSave } from '../kit';
import { ColourField, isHex } from './colour-field';
import { ColourPreview, ContrastNote } from './colour-preview';
import { SettingsActions } from './settings-actions';

export interface ThemeAnswer {
  theme: ThemeSettings;
  defaults: ThemeSettings;
}

const colours: ReadonlyArray<{ field: keyof ThemeSettings; label: string; hint: string }> = [
  {
    field: 'primaryColor',
    label: 'Primary colour',
    hint: 'Buttons, links and headings. White text sits on it.',
  },
  { field: 'accentColor', label: 'Accent colour', hint: 'Highlights and decorations.' },
];

/** The brand colours, a live preview of them and whether white text stays readable. */
export function ColoursForm({ answer }: { answer: ThemeAnswer }) {
  const form = useForm<ThemeSettings>({
    resolver: zodResolver(themeSettingsSchema),
    defaultValues: answer.theme,
  });
  const chosen = useWatch({ control: form.control });
  const pick = (field: keyof ThemeSettings) =>
    isHex(chosen[field]) ? chosen[field].toLowerCase() : answer.theme[field];
  const previewTheme = { primaryColor: pick('primaryColor'), accentColor: pick('accentColor') };
  const { submit, failure } = useFormSave({
    form,
    path: '/api/settings/theme',
    invalidates: adminKeys.theme.all,
    saved: (saved: ThemeAnswer) => saved.theme,
    fields: colours.map((colour) => colour.field),
    done: { title: 'Colours saved', description: 'The public site uses them now.' },
  });
  return (
    <Form form={form} onSubmit={submit} className="grid max-w-5xl gap-6 lg:grid-cols-2">
      <Panel title="Colours">
        <div className="space-y-5">
          <FormAlert message={failure} />
          {colours.map((colour) => (
            <ColourField key={colour.field} {...colour} fallback={previewTheme[colour.field]} />
          ))}
          <ContrastNote primaryColor={previewTheme.primaryColor} />
          <SettingsActions
            defaultsLabel="Use the default colours"
            onDefaults={() => form.reset(answer.defaults, { keepDefaultValues: true })}
            saveLabel="Save colours"
            saving={form.formState.isSubmitting}
          />
        </div>
      </Panel>
      <Panel title="Preview">
        <ColourPreview theme={previewTheme} />
      </Panel>
    </Form>
  );
}
