import { loginFormSchema, type LoginForm } from '#src/schemas/auth';
import { AuthForm, FieldList, signInFields, useZodForm } from './form-field';
import { useSession } from './use-session';

/**
 * The /auth sign-in form. A refusal is reported by the session's toast and the console only
 * (SPEC §8); success sends an admin to /admin and everyone else to the home page.
 */
export function LoginPanel() {
  const session = useSession();
  const blank: LoginForm = { username: '', password: '' };
  const form = useZodForm(loginFormSchema, blank);

  const submit = form.handleSubmit(async (values) => {
    try {
      await session.login(values);
      const user = await session.refresh();
      window.location.assign(user?.role === 'admin' ? '/admin' : '/');
    } catch (error) {
      console.error('Login failed', error);
    }
  });

  return (
    <AuthForm form={form} onSubmit={submit} busyLabel="Logging in..." label="Sign In">
      <FieldList idPrefix="auth" fields={signInFields} field={form.field} />
    </AuthForm>
  );
}
