import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { z } from 'zod';
import { registerPayloadSchema } from '../../../src/schemas/auth';
import { toast } from '../ui/toast';
import { AuthRequestError, register as registerAccount } from './auth-client';
import { FormField, primaryButtonClass } from './form-field';
import { setCurrentUser } from './use-session';

export const registerMessages = {
  failed: 'Failed to register. Please try again.',
  successTitle: 'Registration successful',
  successDescription: 'Your account has been created successfully. You can now log in.',
} as const;

type RegisterValues = z.input<typeof registerPayloadSchema>;
type RegisterPayload = z.output<typeof registerPayloadSchema>;
const fieldNames = ['username', 'email', 'fullName', 'password'] as const;

export function RegisterForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterPayload>({
    resolver: zodResolver(registerPayloadSchema),
    defaultValues: { username: '', email: '', fullName: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCurrentUser(await registerAccount(values));
      toast({
        title: registerMessages.successTitle,
        description: registerMessages.successDescription,
      });
      await navigate('/blog/login');
    } catch (error) {
      // What the visitor typed stays; the server's reasons go beside the fields.
      const refusal = error instanceof AuthRequestError ? error : null;
      for (const field of fieldNames) {
        const message = refusal?.fieldErrors[field];
        if (message) setError(field, { message });
      }
      setFailure(refusal?.serverMessage ?? registerMessages.failed);
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
        id="register-username"
        label="Username*"
        autoComplete="username"
        registration={register('username')}
        error={errors.username}
      />
      <FormField
        id="register-email"
        label="Email Address*"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        id="register-full-name"
        label="Full Name (Optional)"
        autoComplete="name"
        registration={register('fullName')}
        error={errors.fullName}
      />
      <FormField
        id="register-password"
        label="Password*"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Register'}
      </button>
    </form>
  );
}
