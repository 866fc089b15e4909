import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import type { Role } from '#src/auth/roles';
import {
  scopeGroupsOfRole,
  tokenCreateSchema,
  tokenExpiries,
  tokenExpiryLabels,
  type TokenCreateForm,
  type TokenCreateInput,
} from '#src/schemas/api-tokens';
import type { CreatedApiToken } from '#src/schemas/wire/tokens';
import { FormFailure } from '../auth/form-field';
import { ApiError } from '../admin/data/api';
import { fieldControlClass } from '../ui/field-style';
import { toast } from '../ui/toast';
import { apiRequest, primaryButton, secondaryButton } from './account-api';

const blank: TokenCreateForm = { name: '', expiry: '90', scopes: [] };

const fieldMessage = (id: string, message: string | undefined) =>
  message ? (
    <p id={`${id}-message`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;

/** The scopes the account's role has, as checkboxes in their groups. */
function ScopeChoices({ role, control }: { role: Role; control: Control<TokenCreateForm> }) {
  const { field, fieldState } = useController({ control, name: 'scopes' });
  const groups = useMemo(() => scopeGroupsOfRole(role), [role]);
  const chosen = field.value;
  const toggle = (scope: string, on: boolean) =>
    field.onChange(on ? [...chosen, scope] : chosen.filter((item) => item !== scope));
  return (
    <fieldset aria-describedby={fieldState.error ? 'token-scopes-message' : undefined}>
      <legend className="text-sm font-medium text-slate-800">What the token may do</legend>
      <p className="text-sm text-slate-600">Only what your role may do is offered.</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {groups.map(({ group, scopes }) => (
          <fieldset key={group}>
            <legend className="text-sm font-semibold text-slate-700">{group}</legend>
            {scopes.map(({ scope, label }) => (
              <label key={scope} className="mt-1 flex items-start gap-2 text-slate-800">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                  onBlur={field.onBlur}
                />
                <span>
                  {label} <span className="font-mono text-xs text-slate-500">{scope}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {fieldMessage('token-scopes', fieldState.error?.message)}
    </fieldset>
  );
}

/**
 * Making a token: a name, an expiry ("No expiry" for admins only) and the scopes, checked by the
 * schema the server checks them with. `onCreated` is handed the token, secret and all.
 */
export function NewTokenForm({
  role,
  onCreated,
}: {
  role: Role;
  onCreated: (token: CreatedApiToken) => void;
}) {
  const schema = useMemo(() => tokenCreateSchema(role), [role]);
  const form = useForm<TokenCreateForm, unknown, TokenCreateInput>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await apiRequest<CreatedApiToken>('POST', '/api/auth/tokens', values));
      form.reset(blank);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      for (const name of ['name', 'expiry', 'scopes'] as const)
        if (fields[name]) form.setError(name, { message: fields[name] });
      if (!Object.keys(fields).length)
        setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  const expiries = tokenExpiries.filter((choice) => choice !== 'none' || role === 'admin');
  return (
    <form onSubmit={submit} noValidate aria-label="New API token" className="mt-4 space-y-4">
      <FormFailure message={failure} />
      <div>
        <label htmlFor="token-name" className="block text-sm font-medium text-slate-800">
          Name
        </label>
        <input
          id="token-name"
          type="text"
          autoComplete="off"
          placeholder="e.g. CRM sync"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'token-name-message' : undefined}
          className={fieldControlClass(!!errors.name)}
          {...form.register('name')}
        />
        {fieldMessage('token-name', errors.name?.message)}
      </div>
      <div>
        <label htmlFor="token-expiry" className="block text-sm font-medium text-slate-800">
          Expires after
        </label>
        <select
          id="token-expiry"
          aria-invalid={errors.expiry ? true : undefined}
          aria-describedby={errors.expiry ? 'token-expiry-message' : undefined}
          className={fieldControlClass(!!errors.expiry)}
          {...form.register('expiry')}
        >
          {expiries.map((choice) => (
            <option key={choice} value={choice}>
              {tokenExpiryLabels[choice]}
            </option>
          ))}
        </select>
        {fieldMessage('token-expiry', errors.expiry?.message)}
      </div>
      <ScopeChoices role={role} control={form.control} />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {isSubmitting ? 'Making the token...' : 'Make token'}
      </button>
    </form>
  );
}

/** The new token, shown this once, to copy. */
export function NewTokenShown({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const copy = () =>
    void navigator.clipboard
      .writeText(token.token)
      .then(() => toast({ title: 'Token copied' }))
      .catch(() => toast({ title: 'Could not copy', variant: 'destructive' }));
  return (
    <div className="mt-4 space-y-3">
      <p
        role="status"
        className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900"
      >
        Your new token “{token.name}”. Copy it now and keep it somewhere safe: it will not be shown
        again. Anyone who has it can use the API as you, within its scopes.
      </p>
      <code
        data-testid="new-api-token"
        className="block break-all rounded-lg bg-slate-50 p-3 font-mono text-slate-900"
      >
        {token.token}
      </code>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={copy}>
          Copy token
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          I copied it
        </button>
      </div>
    </div>
  );
}
