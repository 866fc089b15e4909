import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { taxonomyInputSchema } from '#src/schemas/taxonomy';
import { ApiError } from '../data/api';
import { Button, FieldMessage, messageWiring } from '../kit';

const nameSchema = taxonomyInputSchema.pick({ name: true });
type NameValues = { name: string };

/** The message a refused save shows under the name: its name or slug problem, or the whole. */
function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  return error.errors.name ?? error.errors.slug ?? error.message;
}

/**
 * A one-line form naming a category or tag, for adding one (a visible label, the input cleared
 * after) and for renaming one (a label for screen readers, Cancel beside Save).
 */
export function TermNameForm({
  id,
  label,
  visibleLabel,
  initialName = '',
  submitLabel,
  busyLabel,
  save,
  onCancel,
}: {
  id: string;
  label: string;
  visibleLabel: boolean;
  initialName?: string;
  submitLabel: string;
  busyLabel: string;
  save: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: initialName },
  });
  const error = form.formState.errors.name?.message;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await save(name);
      if (!onCancel) form.reset({ name: '' });
    } catch (failure) {
      form.setError('name', { message: refusalMessage(failure) });
    }
  });
  return (
    <form noValidate className={visibleLabel ? 'mb-4' : undefined} onSubmit={submit}>
      <label
        htmlFor={id}
        className={visibleLabel ? 'block text-sm font-medium text-slate-800' : 'sr-only'}
      >
        {label}
      </label>
      <div className={`flex gap-2 ${visibleLabel ? 'mt-1' : ''}`}>
        <input
          id={id}
          {...form.register('name')}
          autoFocus={!visibleLabel}
          {...messageWiring(id, error)}
          className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <FieldMessage id={id} message={error} />
    </form>
  );
}
