import { useState, type FormEvent } from 'react';
import { FormFailure } from '../auth/form-field';
import { fieldControlClass } from '../ui/field-style';
import { toast } from '../ui/toast';
import { ApiError } from '../admin/data/api';
import { apiRequest, primaryButton, sectionClass } from './account-api';

type Field = 'currentPassword' | 'newPassword';

const fields: Array<{ name: Field; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
];

/**
 * Changing one's own password; the server signs out the account's other sessions and revokes its
 * API tokens (a new password says the old one may be known).
 */
export function PasswordSection() {
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await apiRequest('PUT', '/api/auth/password', values);
      setValues({ currentPassword: '', newPassword: '' });
      toast({
        title: 'Password changed',
        description: 'Your other sessions were signed out and your API tokens revoked.',
      });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0)
        setErrors(error.errors as Partial<Record<Field, string>>);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className="text-xl font-semibold text-slate-900">
        Password
      </h2>
      <p className="mt-1 text-slate-600">
        Changing it signs you out everywhere else and revokes all your API tokens.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormFailure message={failure} />
        {fields.map(({ name, label, autoComplete }) => (
          <div key={name}>
            <label htmlFor={`account-${name}`} className="block text-sm font-medium text-slate-800">
              {label}
            </label>
            <input
              id={`account-${name}`}
              type="password"
              autoComplete={autoComplete}
              value={values[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `account-${name}-message` : undefined}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              className={fieldControlClass(!!errors[name])}
            />
            {errors[name] ? (
              <p id={`account-${name}-message`} className="mt-1 text-sm text-red-700">
                {errors[name]}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
