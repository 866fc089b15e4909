import { navigate } from 'vike/client/router';
import { registerPayloadSchema } from '#src/schemas/auth';
import { formNotices } from '#src/schemas/page-forms';
import { toast } from '../ui/toast';
import { AuthRequestError, register as registerAccount } from './auth-client';
import { accountFields, AuthForm, blankAccount, FieldList, useZodForm } from './form-field';
import { usePageFormOutcome } from '../page-form';
import { setCurrentUser } from './use-session';

export const registerMessages = {
  failed: 'Failed to register. Please try again.',
  successTitle: 'Registration successful',
  successDescription: formNotices.registered,
} as const;

export function RegisterForm() {
  const form = useZodForm(registerPayloadSchema, blankAccount, usePageFormOutcome('register'));

  const submit = form.handleSubmit(async (values) => {
    form.setFailure(null);
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
      form.showFieldErrors(refusal?.fieldErrors ?? {});
      form.setFailure(refusal?.serverMessage ?? registerMessages.failed);
    }
  });

  return (
    <AuthForm
      intent="register"
      form={form}
      onSubmit={submit}
      busyLabel="Creating account..."
      label="Register"
    >
      <FieldList idPrefix="register" fields={accountFields('Password*')} field={form.field} />
    </AuthForm>
  );
}
