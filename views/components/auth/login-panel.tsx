import { useState } from 'react';
import { loginFormSchema, type LoginForm } from '#src/schemas/auth';
import { signInDestination } from '#src/schemas/page-forms';
import { isChallenge, type SignedInUser } from './auth-client';
import { AuthForm, FieldList, signInFields, useZodForm } from './form-field';
import { usePageFormOutcome } from '../page-form';
import { TwoFactorStep } from './two-factor-step';
import { setCurrentUser, useSession } from './use-session';

const destinationOf = (user: SignedInUser) => signInDestination('/auth', user);

/**
 * The /auth sign-in form. A refusal is reported by the session's toast and the console only
 * (SPEC §8); success sends an admin to /admin and everyone else to the home page. With
 * two-step sign-in on, the code step follows the password.
 */
export function LoginPanel() {
  const session = useSession();
  const blank: LoginForm = { username: '', password: '' };
  const form = useZodForm(loginFormSchema, blank, usePageFormOutcome('sign-in'));
  // Without scripts, the server asks for the code on a page of its own.
  const [codeStep, setCodeStep] = useState(!!usePageFormOutcome('two-factor'));

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await session.login(values);
      if (isChallenge(answer)) {
        setCodeStep(true);
        return;
      }
      const user = await session.refresh();
      window.location.assign(user ? destinationOf({ ...user, ...answer }) : '/');
    } catch (error) {
      console.error('Login failed', error);
    }
  });

  if (codeStep)
    return (
      <TwoFactorStep
        onSignedIn={(user) => {
          setCurrentUser(user);
          window.location.assign(destinationOf(user));
        }}
      />
    );
  return (
    <AuthForm
      intent="sign-in"
      form={form}
      onSubmit={submit}
      busyLabel="Logging in..."
      label="Sign In"
    >
      <FieldList idPrefix="auth" fields={signInFields} field={form.field} />
    </AuthForm>
  );
}
