import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { themeSettingsSchema, type ThemeSettings } from '#src/schemas/site-settings';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, Form, FormAlert, Panel, placeServerErrors } from '../kit';
import { ColourField, isHex } from './colour-field';
import { ColourPreview, ContrastNote } from './colour-preview';

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ThemeSettings>({
    resolver: zodResolver(themeSettingsSchema),
    defaultValues: answer.theme,
  });
  const chosen = useWatch({ control: form.control });
  const pick = (field: keyof ThemeSettings) =>
    isHex(chosen[field]) ? chosen[field].toLowerCase() : answer.theme[field];
  const previewTheme = { primaryColor: pick('primaryColor'), accentColor: pick('accentColor') };
  const save = useApiMutation(
    (values: ThemeSettings) => api.put<ThemeAnswer>('/api/settings/theme', values),
    [adminKeys.theme.all],
  );
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset((await save.mutateAsync(values)).theme);
      toast({ title: 'Colours saved', description: 'The public site uses them now.' });
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, ['primaryColor', 'accentColor']));
    }
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
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              onClick={() => form.reset(answer.defaults, { keepDefaultValues: true })}
            >
              Use the default colours
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving...' : 'Save colours'}
            </Button>
          </div>
        </div>
      </Panel>
      <Panel title="Preview">
        <ColourPreview theme={previewTheme} />
      </Panel>
    </Form>
  );
}
