import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { loginPayloadSchema } from '#src/schemas/auth';
import {
  afterSignIn,
  AuthRequestError,
  isChallenge,
  login,
  type SignedInUser,
} from './auth-client';
import { AuthForm, FieldList, signInFields, useZodForm } from './form-field';
import { TwoFactorStep } from './two-factor-step';
import { setCurrentUser } from './use-session';

export const blogLoginMessages = {
  failed: 'Failed to login. Please check your credentials and try again.',
} as const;

function signedIn(user: SignedInUser) {
  setCurrentUser(user);
  window.location.assign(afterSignIn(user, '/admin'));
}

export function BlogLoginForm() {
  const { site } = usePageContext();
  // The sample admin account, sent by the server only where demo credentials are on.
  const form = useZodForm(loginPayloadSchema, site.demoSignIn ?? { username: '', password: '' });
  const [codeStep, setCodeStep] = useState(false);

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
    <AuthForm form={form} onSubmit={submit} busyLabel="Logging in..." label="Login">
      <FieldList idPrefix="blog-login" fields={signInFields} field={form.field} />
    </AuthForm>
  );
}
