import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePageContext } from 'vike-react/usePageContext';
import { loginPayloadSchema, type LoginPayload } from '#src/schemas/auth';
import { AuthRequestError, login } from './auth-client';
import { FormFailure, SignInFields, SubmitButton } from './form-field';
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

  const field = (name: keyof LoginPayload) => ({
    registration: register(name),
    error: errors[name],
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
      <FormFailure message={failure} />
      <SignInFields idPrefix="blog-login" field={field} />
      <SubmitButton busy={isSubmitting} busyLabel="Logging in..." label="Login" />
    </form>
  );
}
