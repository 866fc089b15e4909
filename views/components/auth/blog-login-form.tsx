import { usePageContext } from 'vike-react/usePageContext';
import { loginPayloadSchema } from '#src/schemas/auth';
import { AuthRequestError, login } from './auth-client';
import { AuthForm, FieldList, signInFields, useZodForm } from './form-field';
import { setCurrentUser } from './use-session';

export const blogLoginMessages = {
  failed: 'Failed to login. Please check your credentials and try again.',
} as const;

export function BlogLoginForm() {
  const { site } = usePageContext();
  // The sample admin account, sent by the server only where demo credentials are on.
  const form = useZodForm(loginPayloadSchema, site.demoSignIn ?? { username: '', password: '' });

  const submit = form.handleSubmit(async (values) => {
    form.setFailure(null);
    try {
      setCurrentUser(await login(values));
      window.location.assign('/admin');
    } catch (error) {
      const serverMessage = error instanceof AuthRequestError ? error.serverMessage : null;
      form.setFailure(serverMessage ?? blogLoginMessages.failed);
    }
  });

  return (
    <AuthForm form={form} onSubmit={submit} busyLabel="Logging in..." label="Login">
      <FieldList idPrefix="blog-login" fields={signInFields} field={form.field} />
    </AuthForm>
  );
}
