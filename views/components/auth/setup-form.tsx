import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { SessionUser } from '../../../src/auth/roles';
import { setupFormSchema, type SetupForm as SetupValues } from '../../../src/schemas/setup';
import { FormField, primaryButtonClass } from './form-field';
import { setCurrentUser } from './use-session';

export const setupFormMessages = {
  failed: (status: number) => `Setup failed with status ${status}. Please try again.`,
  network: 'Network error during setup. Please try again.',
} as const;

type SetupOutput = z.output<typeof setupFormSchema>;
const fieldNames = ['username', 'email', 'fullName', 'password'] as const;

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
    for (const field of fieldNames) {
      const message = answer.errors[field];
      if (message) setError(field, { message });
    }
    setFailure(answer.message ?? setupFormMessages.failed(answer.status));
  });

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5">
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {failure}
        </p>
      ) : null}
      <FormField
        id="setup-username"
        label="Username*"
        autoComplete="username"
        registration={register('username')}
        error={errors.username}
      />
      <FormField
        id="setup-email"
        label="Email Address*"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        id="setup-full-name"
        label="Full Name (Optional)"
        autoComplete="name"
        registration={register('fullName')}
        error={errors.fullName}
      />
      <FormField
        id="setup-password"
        label="Password* (at least 10 characters)"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <FormField
        id="setup-confirm-password"
        label="Confirm Password*"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
        {isSubmitting ? 'Creating admin...' : 'Create Admin Account'}
      </button>
    </form>
  );
}
