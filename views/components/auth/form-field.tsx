import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldControlClass } from '../ui/field-style';

/** A labelled input with its message underneath, wired for screen readers. */
export function FormField({
  id,
  label,
  registration,
  error,
  ...input
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={fieldControlClass(!!error)}
      />
      {error?.message ? (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

const primaryButtonClass =
  'w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

/** A field's wiring as a form hands it to the shared field groups below. */
type FieldOf<Name extends string> = (name: Name) => {
  registration: UseFormRegisterReturn;
  error?: FieldError;
};

/** Username and password, as every sign-in form asks for them. */
export function SignInFields({
  idPrefix,
  field,
}: {
  idPrefix: string;
  field: FieldOf<'username' | 'password'>;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-username`}
        label="Username"
        autoComplete="username"
        {...field('username')}
      />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
    </>
  );
}

export type AccountField = 'username' | 'email' | 'fullName' | 'password';
export const accountFields: readonly AccountField[] = ['username', 'email', 'fullName', 'password'];

/** A new account's fields, for public registration and the first admin alike. */
export function AccountFields({
  idPrefix,
  passwordLabel,
  field,
}: {
  idPrefix: string;
  passwordLabel: string;
  field: FieldOf<AccountField>;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-username`}
        label="Username*"
        autoComplete="username"
        {...field('username')}
      />
      <FormField
        id={`${idPrefix}-email`}
        label="Email Address*"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <FormField
        id={`${idPrefix}-full-name`}
        label="Full Name (Optional)"
        autoComplete="name"
        {...field('fullName')}
      />
      <FormField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
    </>
  );
}

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
export function SubmitButton({
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

/** Puts the server's reasons beside the account fields they concern. */
export function showAccountFieldErrors(
  messages: Partial<Record<string, string>>,
  setError: (name: AccountField, error: { message: string }) => void,
) {
  for (const name of accountFields) {
    const message = messages[name];
    if (message) setError(name, { message });
  }
}
