import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A public form checked in the browser by the schema the server checks it with, plus why its
 * last submission failed (`failure`), `field(name)`: the registration and message a labelled
 * field takes, and `showFieldErrors` for the server's reasons.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
  });
  const field = (name: Path<Input>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error,
  });
  /** Puts the server's reasons beside the fields they concern. */
  const showFieldErrors = (messages: Partial<Record<string, string>>) => {
    for (const name of Object.keys(defaultValues) as Path<Input>[]) {
      const message = messages[name];
      if (message) form.setError(name, { message });
    }
  };
  return { ...form, failure, setFailure, field, showFieldErrors };
}
