import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEventHandler, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FormOutcome, PageFormIntent } from '#src/schemas/page-forms';
import { useTypedValues } from '../../hooks/use-typed-values';
import { PageForm } from '../page-form';
import { fieldControlClass } from '../ui/field-style';

/** A field's label, its control and its message underneath, wired for screen readers. */
function LabelledControl({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: FieldError;
  /** Draws the control with the attributes that tie it to its label and message. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  }) => ReactNode;
}) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? messageId : undefined,
        className: fieldControlClass(!!error),
      })}
      {error?.message ? (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A field's wiring as a form hands it over (see useZodForm's `field`). */
interface FieldWiring {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** What the server renders in the field (it works without scripts). */
  defaultValue?: string;
}

/** A labelled input with its message underneath. */
export function FormField({
  id,
  label,
  registration,
  error,
  ...input
}: { id: string; label: string } & FieldWiring &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'defaultValue'>) {
  return (
    <LabelledControl id={id} label={label} error={error}>
      {(control) => <input type="text" {...input} {...registration} {...control} />}
    </LabelledControl>
  );
}

/** A labelled text area with its message underneath. */
export function TextAreaField({
  id,
  label,
  registration,
  error,
  defaultValue,
  rows,
}: { id: string; label: string; rows: number } & FieldWiring) {
  return (
    <LabelledControl id={id} label={label} error={error}>
      {(control) => (
        <textarea rows={rows} defaultValue={defaultValue} {...registration} {...control} />
      )}
    </LabelledControl>
  );
}

const primaryButtonClass =
  'w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

/** One input of a field list: its name, label and what the browser may fill it with. */
export interface FieldSpec<Name extends string> {
  name: Name;
  label: string;
  autoComplete: string;
  type?: 'email' | 'password' | 'tel';
  /** The id's ending where it is not the name, e.g. `full-name`. */
  idSuffix?: string;
}

/** Inputs one under the other, their ids `${idPrefix}-${name}`. */
export function FieldList<Name extends string>({
  idPrefix,
  fields,
  field,
}: {
  idPrefix: string;
  fields: readonly FieldSpec<Name>[];
  field: (name: Name) => FieldWiring;
}) {
  return fields.map(({ name, idSuffix = name, ...input }) => (
    <FormField key={name} id={`${idPrefix}-${idSuffix}`} {...input} {...field(name)} />
  ));
}

/** Username and password, as every sign-in form asks for them. */
export const signInFields: readonly FieldSpec<'username' | 'password'>[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

type AccountField = 'username' | 'email' | 'fullName' | 'password';

/** A new account before anything is typed. */
export const blankAccount = { username: '', email: '', fullName: '', password: '' };

/** A new account's fields, for public registration and the first admin alike. */
export const accountFields = (passwordLabel: string): readonly FieldSpec<AccountField>[] => [
  { name: 'username', label: 'Username*', autoComplete: 'username' },
  { name: 'email', label: 'Email Address*', type: 'email', autoComplete: 'email' },
  { name: 'fullName', label: 'Full Name (Optional)', autoComplete: 'name', idSuffix: 'full-name' },
  { name: 'password', label: passwordLabel, type: 'password', autoComplete: 'new-password' },
];

/** Why the last submission failed, announced to screen readers. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/** The form's submit button, which says what is happening while the request runs. */
function SubmitButton({
  busy,
  busyLabel,
  label,
}: {
  busy: boolean;
  busyLabel: string;
  label: string;
}) {
  return (
    <button type="submit" className={primaryButtonClass} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A sign-in or account form: why its last submission failed on top, its fields, then the submit
 * button, which says what is happening while the request runs. Without scripts it is posted to
 * the page as `intent` (src/page-forms.ts).
 */
export function AuthForm({
  intent,
  action,
  form,
  onSubmit,
  busyLabel,
  label,
  children,
}: {
  intent: PageFormIntent;
  /** Where it is posted, when not to this page's path. */
  action?: string;
  /** The form's state, as useZodForm gives it. */
  form: { failure: string | null; formState: { isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  busyLabel: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <PageForm
      intent={intent}
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="mt-8 space-y-5"
    >
      <FormFailure message={form.failure} />
      {children}
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={busyLabel} label={label} />
    </PageForm>
  );
}

/** The defaults a form starts from: a refused post's values in place of the usual ones. */
function startingValues<Values extends object>(defaults: Values, outcome: FormOutcome | null) {
  if (!outcome || outcome.accepted) return defaults;
  const entries = Object.entries(defaults).map(([name, value]) => [
    name,
    outcome.values[name] ?? (typeof value === 'string' ? '' : value),
  ]);
  return Object.fromEntries(entries) as Values;
}

/**
 * A public form checked in the browser by the schema the server checks it with, plus why its
 * last submission failed (`failure`), `field(name)`: the registration, message and value a
 * labelled field takes, and `showFieldErrors` for the server's reasons. A post of the form
 * without scripts that the server refused comes back with its values and reasons (`outcome`).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  usualValues: DefaultValues<Input>,
  /** This form's outcome, when the page was rendered with one (`usePageFormOutcome`). */
  outcome: FormOutcome | null,
) {
  const refused = outcome && !outcome.accepted ? outcome : null;
  const defaultValues = startingValues(usualValues, outcome);
  // The reason in a sentence, unless it is one a field shows beside it.
  const besideField = Object.keys(usualValues).some(
    (name) => refused?.errors[name] === refused?.message,
  );
  const [failure, setFailure] = useState(besideField ? null : (refused?.message ?? null));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
  });
  const keepTyped = useTypedValues(form.setValue);
  const field = (name: Path<Input>) => {
    const serverMessage = form.formState.submitCount === 0 ? refused?.errors[name] : undefined;
    const value: unknown = defaultValues[name as keyof typeof defaultValues];
    return {
      registration: keepTyped(form.register(name)),
      error:
        form.getFieldState(name, form.formState).error ??
        (serverMessage ? { type: 'server', message: serverMessage } : undefined),
      defaultValue: typeof value === 'string' ? value : undefined,
    };
  };
  /** Puts the server's reasons beside the fields they concern. */
  const showFieldErrors = (messages: Partial<Record<string, string>>) => {
    for (const name of Object.keys(defaultValues) as Path<Input>[]) {
      const message = messages[name];
      if (message) form.setError(name, { message });
    }
  };
  return { ...form, failure, setFailure, field, showFieldErrors };
}
