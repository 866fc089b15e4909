import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from './button';
import { FormAlert } from './states';

/**
 * A form whose kit fields (`Field`, `Select`, …) bind to `form` by name, with the message about
 * the form as a whole on top.
 */
export function Form<Values extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  failure,
  children,
  className = 'space-y-4',
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <FormProvider {...(form as unknown as UseFormReturn<FieldValues>)}>
      <form onSubmit={onSubmit} noValidate className={className}>
        <FormAlert message={failure} />
        {children}
      </form>
    </FormProvider>
  );
}

/** A dialog form's Cancel and submit buttons; the submit one names its work while busy. */
export function FormActions({
  submitLabel,
  busyLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
