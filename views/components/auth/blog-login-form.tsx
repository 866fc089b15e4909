import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePageContext } from 'vike-react/usePageContext';
import { loginPayloadSchema, type LoginPayload } from '../../../src/schemas/auth';
import { AuthRequestError, login } from './auth-client';
import { FormField, primaryButtonClass } from './form-field';
import { setCurrentUser } from './use-session';

export const blogLoginMessages = {
  failed: 'Failed to login. Please check your credentials and try again.',
} as const;

export function BlogLoginForm() {
  const { site } = usePageContext();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    // The sample admin account, sent by the server only where demo credentials are on.
    defaultValues: site.demoSignIn ?? { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCurrentUser(await login(values));
      window.location.assign('/admin');
    } catch (error) {
      const serverMessage = error instanceof AuthRequestError ? error.serverMessage : null;
      setFailure(serverMessage ?? blogLoginMessages.failed);
    }
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
        id="blog-login-username"
        label="Username"
        autoComplete="username"
        registration={register('username')}
        error={errors.username}
      />
      <FormField
        id="blog-login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
