import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SessionUser } from '#src/auth/roles';
import { setupFormSchema, type SetupForm as SetupValues } from '#src/schemas/setup';
import {
  AccountFields,
  FormFailure,
  FormField,
  showAccountFieldErrors,
  SubmitButton,
  type AccountField,
} from './form-field';
import { setCurrentUser } from './use-session';

export const setupFormMessages = {
  failed: (status: number) => `Setup failed with status ${status}. Please try again.`,
  network: 'Network error during setup. Please try again.',
} as const;

type SetupOutput = z.output<typeof setupFormSchema>;

interface SetupAnswer {
  user: SessionUser | null;
  status: number;
  message: string | null;
  errors: Record<string, string>;
}

async function postSetup(token: string, values: SetupOutput): Promise<SetupAnswer> {
  const { confirmPassword: _confirm, ...account } = values;
  const response = await fetch('/api/setup', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...account, token }),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return {
    user: response.status === 201 ? (body as unknown as SessionUser) : null,
    status: response.status,
    message: typeof body?.message === 'string' ? body.message : null,
    errors: (body?.errors as Record<string, string> | undefined) ?? {},
  };
}

/** The first admin's account; on success the new admin is signed in and lands in /admin. */
export function SetupForm({ token }: { token: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetupValues, unknown, SetupOutput>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
  });

  const field = (name: AccountField) => ({
    registration: register(name),
    error: errors[name],
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    let answer: SetupAnswer;
    try {
      answer = await postSetup(token, values);
    } catch {
      setFailure(setupFormMessages.network);
      return;
    }
    if (answer.user) {
      setCurrentUser(answer.user);
      window.location.assign('/admin');
      return;
    }
    showAccountFieldErrors(answer.errors, setError);
    setFailure(answer.message ?? setupFormMessages.failed(answer.status));
  });

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5">
      <FormFailure message={failure} />
      <AccountFields
        idPrefix="setup"
        passwordLabel="Password* (at least 10 characters)"
        field={field}
      />
      <FormField
        id="setup-confirm-password"
        label="Confirm Password*"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <SubmitButton
        busy={isSubmitting}
        busyLabel="Creating admin..."
        label="Create Admin Account"
      />
    </form>
  );
}
