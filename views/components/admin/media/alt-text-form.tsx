import { useForm, useWatch } from 'react-hook-form';
import { maxAltLength } from '#src/schemas/media';
import { toast } from '#views/components/ui/toast';
import { ApiError, api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, FieldMessage, messageWiring } from '../kit';
import type { MediaItem } from './media-item';

/** An image's alt text, saved on its own. */
export function AltTextForm({ item }: { item: MediaItem }) {
  const form = useForm({ defaultValues: { alt: item.alt } });
  const alt = useWatch({ control: form.control, name: 'alt' });
  const save = useApiMutation(
    (text: string) => api.put<MediaItem>(`/api/media/${item.id}`, { alt: text }),
    [adminKeys.media.all],
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values.alt);
      toast({ title: 'Alt text saved' });
    } catch (failure) {
      const message =
        failure instanceof ApiError
          ? (failure.errors.alt ?? failure.message)
          : 'Could not save. Please try again.';
      form.setError('alt', { message });
    }
  });
  const error = form.formState.errors.alt?.message;
  const busy = form.formState.isSubmitting;
  const id = `alt-${item.id}`;
  return (
    <form onSubmit={submit}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Alt text
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          {...form.register('alt', {
            maxLength: {
              value: maxAltLength,
              message: `Alt text must be at most ${maxAltLength} characters`,
            },
          })}
          maxLength={maxAltLength}
          placeholder="Describe the image"
          {...messageWiring(id, error)}
          className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={busy || alt === item.alt}
          aria-label={`Save alt text of ${item.originalName}`}
        >
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <FieldMessage id={id} message={error} />
    </form>
  );
}
