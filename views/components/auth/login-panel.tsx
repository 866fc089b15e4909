import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginFormSchema, type LoginForm } from '#src/schemas/auth';
import { SignInFields, SubmitButton } from './form-field';
import { useSession } from './use-session';

/**
 * The /auth sign-in form. A refusal is reported by the session's toast and the console only
 * (SPEC §8); success sends an admin to /admin and everyone else to the home page.
 */
export function LoginPanel() {
  const session = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const field = (name: keyof LoginForm) => ({
    registration: register(name),
    error: errors[name],
  });

  const submit = handleSubmit(async (values) => {
    try {
      await session.login(values);
      const user = await session.refresh();
      window.location.assign(user?.role === 'admin' ? '/admin' : '/');
    } catch (error) {
      console.error('Login failed', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5">
      <SignInFields idPrefix="auth" field={field} />
      <SubmitButton busy={isSubmitting} busyLabel="Logging in..." label="Sign In" />
    </form>
  );
}
