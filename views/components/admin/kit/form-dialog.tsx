import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Dialog } from '#views/components/ui/dialog';
import { Form, FormActions } from './form';
import type { useDialogForm } from './use-dialog-form';

type DialogForm<Input extends FieldValues, Output extends FieldValues> = ReturnType<
  typeof useDialogForm<Input, Output>
>;

/**
 * A create or edit dialog run by `dialog` (from `useDialogForm`): its fields (the children) in a
 * form, then Cancel and the submit button.
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  dialog,
  title,
  description,
  trigger,
  submitLabel,
  busyLabel,
  children,
}: {
  dialog: DialogForm<Input, Output>;
  title: string;
  description?: string;
  trigger: ReactNode;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={title}
      description={description}
      trigger={trigger}
    >
      <Form form={dialog.form} onSubmit={dialog.onSubmit} failure={dialog.failure}>
        {children}
        <FormActions
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          busy={dialog.busy}
          onCancel={dialog.close}
        />
      </Form>
    </Dialog>
  );
}
