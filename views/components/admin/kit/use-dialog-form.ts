import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast, type ToastOptions } from '#views/components/ui/toast';
import { refreshAfterChange } from '../data/queries';
import { ApiError } from '../data/api';

/**
 * Everything a create or edit dialog does besides its fields: the form (checked by `schema`),
 * open and closed, a fresh form on each opening, the server's per-field refusals beside their
 * fields and its other message on top (`failure`, for `Form`), the queries it changed refreshed,
 * a toast on success, then close.
 */
export function useDialogForm<
  Input extends FieldValues,
  Output extends FieldValues,
  Result = unknown,
>({
  schema,
  defaultValues,
  submit,
  successToast,
  invalidates = [],
  onDone,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  submit: (values: Output) => Promise<Result>;
  successToast: ToastOptions | ((values: Output, result: Result) => ToastOptions);
  /** The queries the change makes out of date, e.g. `[adminKeys.users.all]`. */
  invalidates?: readonly QueryKey[];
  onDone?: (result: Result, values: Output) => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
  });
  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset(defaultValues);
      setFailure(null);
    }
    setOpen(next);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await submit(values);
      await Promise.all(invalidates.map((queryKey) => refreshAfterChange(queryClient, queryKey)));
      toast(typeof successToast === 'function' ? successToast(values, result) : successToast);
      setOpen(false);
      onDone?.(result, values);
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, Object.keys(defaultValues)));
    }
  });
  return {
    form,
    open,
    onOpenChange,
    close: () => setOpen(false),
    onSubmit,
    failure,
    busy: form.formState.isSubmitting,
  };
}

/**
 * Puts a refused save's per-field messages beside the fields the form has (named, or answered
 * by `fields` for forms whose fields nest: `blocks.2.data.plans.0.price`); answers the message
 * for the form as a whole, or null when every problem sits beside its field.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[] | ((field: string) => boolean),
): string | null {
  if (!(error instanceof ApiError)) {
    return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  }
  const hasField =
    typeof fields === 'function' ? fields : (field: string) => fields.includes(field);
  let placed = 0;
  for (const [field, message] of Object.entries(error.errors)) {
    if (!hasField(field)) continue;
    setError(field as Path<Values>, { message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 && placed === Object.keys(error.errors).length ? null : error.message;
}
