import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { postStatuses } from '#src/schemas/posts';
import { FormField } from '#views/components/auth/form-field';
import { buttonStyle, statusLabel } from '../kit';
import type { PostFormValues } from './post-form';
import type { AdminPost } from './types';
import { postEditorText } from './use-post-save';

interface PublishingPanelProps {
  form: UseFormReturn<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  post: AdminPost | null;
  unsaved: boolean;
  isSubmitting: boolean;
  onPreview: () => void;
}

/** Status and date, whether everything is saved, Save and Preview, and the published post. */
export function PublishingPanel(props: PublishingPanelProps) {
  const { form, errors, post, unsaved, isSubmitting, onPreview } = props;
  const postId = post?.id ?? null;
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <PublicationFields form={form} errors={errors} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {unsaved ? postEditorText.unsaved : postId ? postEditorText.allSaved : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonStyle('primary')}>
          {isSubmitting ? 'Saving...' : postId ? 'Save post' : 'Create post'}
        </button>
        <button type="button" onClick={onPreview} className={buttonStyle('secondary')}>
          Preview
        </button>
      </div>
      {post && post.status === 'published' ? (
        <a
          href={`/blog/post/${post.slug}`}
          target="_blank"
          rel="noreferrer"
          className="block text-sm font-medium text-brand-800 underline"
        >
          View the published post (opens in a new tab)
        </a>
      ) : null}
    </div>
  );
}

/** The status, and the date it takes effect on unless the post is a draft. */
function PublicationFields({ form, errors }: Pick<PublishingPanelProps, 'form' | 'errors'>) {
  const { register, control } = form;
  const status = useWatch({ control, name: 'status' });
  return (
    <>
      <div>
        <label htmlFor="post-status" className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="post-status"
          {...register('status')}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          {postStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel[value]}
            </option>
          ))}
        </select>
      </div>
      {status !== 'draft' ? (
        <div>
          <FormField
            id="post-published-at"
            label={status === 'scheduled' ? 'Publish on' : 'Publication date'}
            type="datetime-local"
            registration={register('publishedAt')}
            error={errors.publishedAt}
          />
          {status === 'published' ? (
            <p className="mt-1 text-xs text-slate-600">Leave empty to publish now.</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
