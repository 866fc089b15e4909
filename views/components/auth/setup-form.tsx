import type { z } from 'zod';
import type { SessionUser } from '#src/auth/roles';
import { setupFormSchema, type SetupForm as SetupValues } from '#src/schemas/setup';
import { accountFields, AuthForm, blankAccount, FieldList, useZodForm } from './form-field';
import { usePageFormOutcome } from '../page-form';
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
  const blank: SetupValues = { ...blankAccount, confirmPassword: '' };
  const form = useZodForm(setupFormSchema, blank, usePageFormOutcome('setup'));

  const submit = form.handleSubmit(async (values) => {
    form.setFailure(null);
    let answer: SetupAnswer;
    try {
      answer = await postSetup(token, values);
    } catch {
      form.setFailure(setupFormMessages.network);
      return;
    }
    if (answer.user) {
      setCurrentUser(answer.user);
      window.location.assign('/admin');
      return;
    }
    form.showFieldErrors(answer.errors);
    form.setFailure(answer.message ?? setupFormMessages.failed(answer.status));
  });

  return (
    <AuthForm
      intent="setup"
      // The link's token comes with the post, so that the page can be shown again if refused.
      action={`/setup?token=${encodeURIComponent(token)}`}
      form={form}
      onSubmit={submit}
      busyLabel="Creating admin..."
      label="Create Admin Account"
    >
      <FieldList
        idPrefix="setup"
        fields={[
          ...accountFields('Password* (at least 10 characters)'),
          {
            name: 'confirmPassword',
            label: 'Confirm Password*',
            type: 'password',
            autoComplete: 'new-password',
            idSuffix: 'confirm-password',
          },
        ]}
        field={form.field}
      />
    </AuthForm>
  );
}
