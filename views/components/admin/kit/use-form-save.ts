import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast, type ToastOptions } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { placeServerErrors } from './use-dialog-form';

/** Every field of `values` by its path (`footer.quickLinks.2.href`), as the server names them. */
function fieldPathsOf(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return [prefix];
  return Object.entries(values).flatMap(([key, value]) =>
    fieldPathsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Saving a screen that is one form (the settings, the navigation): PUT the form to `path`, put
 * what the server kept back into the form (`saved` picks it from the answer), toast `done`; a
 * refusal goes beside the fields it names: `fields`, or else every field of the values sent.
 */
export function useFormSave<Input extends FieldValues, Output extends FieldValues, Answer>({
  form,
  path,
  invalidates,
  saved,
  fields,
  done,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  path: string;
  invalidates: QueryKey;
  saved: (answer: Answer) => Input;
  fields?: readonly string[];
  done: ToastOptions;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = useApiMutation((values: Output) => api.put<Answer>(path, values), [invalidates]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset(saved(await save.mutateAsync(values)));
      toast(done);
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, fields ?? fieldPathsOf(values)));
    }
  });
  return { submit, failure };
}
