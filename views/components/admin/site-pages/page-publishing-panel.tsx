import { useFormState, useWatch } from 'react-hook-form';
import { pageStatuses } from '#src/schemas/pages';
import type { PageDetail } from '#src/schemas/wire/pages';
import { buttonStyle, ConfirmDialog, PublicationFields } from '../kit';
import { fieldIdOf } from './schema-leaf-fields';
import { pageEditorText } from './use-page-save';

const publishHint = {
  draft: 'Only staff can see a draft.',
  published: 'Visitors see it at its address once saved. Leave the date empty to publish now.',
  scheduled: 'Visitors see it from this date and time.',
} as const;

/**
 * Status and date (draft, published now, or scheduled), whether everything is saved, Save, the
 * published page, and Delete.
 */
export function PagePublishingPanel({
  page,
  unsaved,
  onDelete,
}: {
  page: PageDetail;
  unsaved: boolean;
  onDelete: () => Promise<void>;
}) {
  const status = useWatch({ name: 'status' }) as PageDetail['status'];
  const { isSubmitting } = useFormState();
  return (
    <section
      aria-label="Publishing"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <PublicationFields
        statuses={pageStatuses}
        status={status}
        ids={{ status: fieldIdOf('status'), date: fieldIdOf('publishedAt') }}
        statusHint={publishHint[status]}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {unsaved ? pageEditorText.unsaved : pageEditorText.allSaved}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonStyle('primary')}>
          {isSubmitting ? 'Saving...' : 'Save page'}
        </button>
        {page.status === 'published' ? (
          <a
            href={page.path}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-800 underline"
          >
            View page
          </a>
        ) : null}
      </div>
      <div className="border-t border-slate-200 pt-3">
        <ConfirmDialog
          kind="page"
          itemName={page.title}
          onConfirm={onDelete}
          deleted="Page deleted"
          failed="Failed to delete the page. Please try again."
        />
      </div>
    </section>
  );
}
