import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { placeServerErrors } from '../kit';

/**
 * Sends a form that stays on screen (no dialog): `save` runs with the checked values; a refusal
 * puts the server's messages beside `fields` and the rest in `failure`, for the kit's `Form`.
 */
export function useFormSave<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  fields: readonly string[],
  save: (values: Output) => Promise<void>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, fields));
    }
  });
  return { submit, failure, busy: form.formState.isSubmitting };
}
