import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import type { z } from 'zod';
import { registerPayloadSchema } from '#src/schemas/auth';
import { toast } from '../ui/toast';
import { AuthRequestError, register as registerAccount } from './auth-client';
import {
  AccountFields,
  FormFailure,
  showAccountFieldErrors,
  SubmitButton,
  type AccountField,
} from './form-field';
import { setCurrentUser } from './use-session';

export const registerMessages = {
  failed: 'Failed to register. Please try again.',
  successTitle: 'Registration successful',
  successDescription: 'Your account has been created successfully. You can now log in.',
} as const;

type RegisterValues = z.input<typeof registerPayloadSchema>;
type RegisterPayload = z.output<typeof registerPayloadSchema>;

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

  const field = (name: AccountField) => ({
    registration: register(name),
    error: errors[name],
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
      showAccountFieldErrors(refusal?.fieldErrors ?? {}, setError);
      setFailure(refusal?.serverMessage ?? registerMessages.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5">
      <FormFailure message={failure} />
      <AccountFields idPrefix="register" passwordLabel="Password*" field={field} />
      <SubmitButton busy={isSubmitting} busyLabel="Creating account..." label="Register" />
    </form>
  );
}
