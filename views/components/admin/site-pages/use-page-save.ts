import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { PageStatus } from '#src/schemas/pages';
import type { PageDetail } from '#src/schemas/wire/pages';
import { toast } from '#views/components/ui/toast';
import type { RevisionTracking } from '../blog/revision-tracking';
import { api, ApiError } from '../data/api';
import { newestVersion } from '../data/editing-history';
import { placeServerErrors } from '../kit';
import {
  fingerprint,
  isPageField,
  toFormValues,
  toPayload,
  type PageFormValues,
} from './page-form';

export const pageEditorText = {
  saved: 'Page saved',
  published: 'Page published',
  scheduled: 'Page scheduled',
  notSaved: 'The page was not saved',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
} as const;

export type SavedPage = PageDetail & { revisionId?: number };

/** What the toast says: the page went live, was scheduled, or was saved as it stands. */
function savedTitle(before: PageStatus, after: PageStatus) {
  if (after === 'published' && before !== 'published') return pageEditorText.published;
  if (after === 'scheduled' && before !== 'scheduled') return pageEditorText.scheduled;
  return pageEditorText.saved;
}

interface PageSaving {
  form: UseFormReturn<PageFormValues>;
  page: PageDetail;
  tracking: RevisionTracking<PageFormValues>;
  setUnsaved: (unsaved: boolean) => void;
  /** The page as the server now has it. */
  onSaved: (page: SavedPage) => void;
  /** The form's own check refused it: show where. */
  onInvalid: (errors: FieldErrors<PageFormValues>) => void;
}

/**
 * Saving the page with the status the form has (draft, published, scheduled). A refusal lands by
 * its fields, however deep in a block, or above the form; someone else's newer version is a
 * conflict the person resolves.
 */
export function usePageSave({ form, page, tracking, setUnsaved, onSaved, onInvalid }: PageSaving) {
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reportRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.errors.updatedAt) {
      setConflict(error.message);
      return;
    }
    const message = placeServerErrors(error, form.setError, isPageField);
    setFailure(message);
    const description = error instanceof Error ? error.message : undefined;
    toast({ title: pageEditorText.notSaved, description, variant: 'destructive' });
    if (error instanceof ApiError) onInvalid(form.formState.errors);
  };

  const submitValues = async (values: PageFormValues) => {
    setFailure(null);
    setConflict(null);
    try {
      const saved = await api.put<SavedPage>(`/api/pages/${page.id}`, {
        ...toPayload(values),
        ...tracking.revisionBase(),
      });
      const fresh = toFormValues(saved);
      tracking.noteSaved(fresh, saved.updatedAt, saved.revisionId);
      // Changes made while the save was on their way stay in the form, and unsaved.
      if (fingerprint(form.getValues()) === fingerprint(values)) {
        form.reset(fresh);
        setUnsaved(false);
      }
      toast({ title: savedTitle(page.status, saved.status) });
      onSaved(saved);
    } catch (error) {
      reportRefusal(error);
    }
  };
  const save = () => form.handleSubmit(submitValues, onInvalid)();

  /** "Keep mine as a new revision": saved over the newer version, which stays in the history. */
  const saveAnyway = async () => {
    try {
      const { updatedAt, newest } = await newestVersion('page', page.id);
      tracking.rebase(updatedAt, newest);
    } catch (error) {
      setConflict(error instanceof Error ? error.message : String(error));
      return;
    }
    await save();
  };

  return { save, saveAnyway, conflict, failure };
}
