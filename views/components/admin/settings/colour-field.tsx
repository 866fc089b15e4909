import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ThemeSettings } from '#src/schemas/site-settings';

export const isHex = (value: string | undefined): value is string =>
  /^#[0-9a-f]{6}$/i.test(value ?? '');

/** A colour as hex text with a picker beside it, both bound to the same form field. */
export function ColourField({
  field,
  label,
  hint,
  fallback,
}: {
  field: keyof ThemeSettings;
  label: string;
  hint: string;
  /** What the picker shows while the text is not a colour. */
  fallback: string;
}) {
  const { register, setValue, control } = useFormContext<ThemeSettings>();
  const value = useWatch({ control, name: field });
  const message = useFormState({ control, name: field }).errors[field]?.message;
  const id = `colour-${field}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label} (hex)
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-1 flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={isHex(value) ? value.toLowerCase() : fallback}
          onChange={(event) =>
            setValue(field, event.target.value, { shouldDirty: true, shouldValidate: true })
          }
          className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white"
        />
        <input
          id={id}
          {...register(field)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-message` : ''}`}
          className="block w-full max-w-40 rounded-lg border border-slate-300 px-3 py-2 font-mono text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      {message ? (
        <p id={`${id}-message`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
