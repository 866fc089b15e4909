import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { loginPayloadSchema } from '#src/schemas/auth';
import { signInDestination } from '#src/schemas/page-forms';
import { AuthRequestError, isChallenge, login, type SignedInUser } from './auth-client';
import { AuthForm, FieldList, signInFields, useZodForm } from './form-field';
import { TwoFactorStep } from './two-factor-step';
import { usePageFormOutcome } from '../page-form';
import { setCurrentUser } from './use-session';

export const blogLoginMessages = {
  failed: 'Failed to login. Please check your credentials and try again.',
} as const;

function signedIn(user: SignedInUser) {
  setCurrentUser(user);
  window.location.assign(signInDestination('/blog/login', user));
}

/** A notice the page was sent here with: the account just registered without scripts. */
function RegisteredNotice() {
  const message = usePageFormOutcome('register')?.message;
  if (!message) return null;
  return (
    <p
      role="status"
      className="mt-6 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
    >
      {message}
    </p>
  );
}

export function BlogLoginForm() {
  const { site } = usePageContext();
  // The sample admin account, sent by the server only where demo credentials are on: in the
  // fields as the server renders them, so what the visitor sees is what is sent.
  const form = useZodForm(
    loginPayloadSchema,
    site.demoSignIn ?? { username: '', password: '' },
    usePageFormOutcome('sign-in'),
  );
  // Without scripts, the server asks for the code on a page of its own.
  const [codeStep, setCodeStep] = useState(!!usePageFormOutcome('two-factor'));

  const submit = form.handleSubmit(async (values) => {
    form.setFailure(null);
    try {
      const answer = await login(values);
      if (isChallenge(answer)) setCodeStep(true);
      else signedIn(answer);
    } catch (error) {
      const serverMessage = error instanceof AuthRequestError ? error.serverMessage : null;
      form.setFailure(serverMessage ?? blogLoginMessages.failed);
    }
  });

  if (codeStep) return <TwoFactorStep onSignedIn={signedIn} />;
  return (
    <>
      <RegisteredNotice />
      <AuthForm
        intent="sign-in"
        form={form}
        onSubmit={submit}
        busyLabel="Logging in..."
        label="Login"
      >
        <FieldList idPrefix="blog-login" fields={signInFields} field={form.field} />
      </AuthForm>
    </>
  );
}
