import { useWatch, type UseFormReturn } from 'react-hook-form';
import { postStatuses } from '#src/schemas/posts';
import { buttonStyle, PublicationFields } from '../kit';
import type { PostFormValues } from './post-form';
import type { AdminPost } from './types';
import { postEditorText } from './use-post-save';

interface PublishingPanelProps {
  form: UseFormReturn<PostFormValues>;
  post: AdminPost | null;
  unsaved: boolean;
  isSubmitting: boolean;
  onPreview: () => void;
}

/** Status and date, whether everything is saved, Save and Preview, and the published post. */
export function PublishingPanel(props: PublishingPanelProps) {
  const { form, post, unsaved, isSubmitting, onPreview } = props;
  const postId = post?.id ?? null;
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <PostPublicationFields form={form} />
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
function PostPublicationFields({ form }: Pick<PublishingPanelProps, 'form'>) {
  const status = useWatch({ control: form.control, name: 'status' });
  return (
    <PublicationFields
      statuses={postStatuses}
      status={status}
      ids={{ status: 'post-status', date: 'post-published-at' }}
      dateHint={status === 'published' ? 'Leave empty to publish now.' : undefined}
    />
  );
}
