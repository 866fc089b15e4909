import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import { blockDefinition } from '#src/schemas/blocks/catalog';
import type { PageDetail } from '#src/schemas/wire/pages';
import type { PageRevision } from '#src/schemas/wire/revisions';
import { RevisionTracking } from '../blog/revision-tracking';
import { useEditorPresence } from '../blog/use-editor-presence';
import { useLeaveWarning } from '../blog/use-leave-warning';
import { api } from '../data/api';
import { focusBlockSoon } from './block-list';
import {
  fingerprint,
  newBlockId,
  pageFormResolver,
  revisionToFormValues,
  toFormValues,
  type FormBlock,
  type PageFormValues,
} from './page-form';
import { fieldIdOf } from './schema-leaf-fields';
import { usePageAutosave } from './use-page-autosave';
import { usePageSave } from './use-page-save';

export const pagesListPath = '/admin/content/pages';

export interface PageEditing {
  page: PageDetail;
  /** The page's newest revision as the builder opened. */
  baseRevision: { id: number; updatedAt: string } | null;
  /** Changes autosaved after the page's last save, to offer back. */
  serverDraft: PageRevision | null;
}

/** The first refused field in the form's order, as a path (`blocks.1.data.heading`). */
function firstErrorPath(errors: object, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') return path;
    const deeper = firstErrorPath(value as object, path);
    if (deeper) return deeper;
  }
  return null;
}

/** Opens the refused blocks and takes the person to the first refused field. */
function showErrors(
  form: UseFormReturn<PageFormValues>,
  errors: FieldErrors<PageFormValues>,
  setExpanded: (blockId: string, open: boolean) => void,
) {
  errors.blocks?.forEach?.((error, index) => {
    const blockId = form.getValues(`blocks.${index}.id`);
    if (error && blockId) setExpanded(blockId, true);
  });
  const path = firstErrorPath(errors);
  if (path) requestAnimationFrame(() => document.getElementById(fieldIdOf(path))?.focus());
}

/** A new block of `type`, starting from its type's starter data. */
const starterBlock = (id: string, type: string): FormBlock => ({
  id,
  type,
  data: structuredClone(blockDefinition(type)?.starter ?? {}) as Record<string, unknown>,
  hidden: false,
});

/** Which blocks are open; a refused block opens by itself (block-card.tsx). */
function useExpandedBlocks() {
  const [expanded, setExpandedSet] = useState<ReadonlySet<string>>(new Set());
  const setExpanded = (blockId: string, open: boolean) =>
    setExpandedSet((current) => {
      if (current.has(blockId) === open) return current;
      const next = new Set(current);
      if (open) next.add(blockId);
      else next.delete(blockId);
      return next;
    });
  return { expanded, setExpanded, setAll: setExpandedSet };
}

/** The page's form, its blocks as a field array, and what was saved of it. */
function usePageForm(opened: PageDetail, baseRevision: PageEditing['baseRevision']) {
  const [initialValues] = useState(() => toFormValues(opened));
  const [tracking] = useState(
    () => new RevisionTracking(fingerprint, opened.updatedAt, initialValues, baseRevision),
  );
  const form = useForm<PageFormValues>({
    resolver: pageFormResolver,
    defaultValues: initialValues,
  });
  const blocks = useFieldArray({ control: form.control, name: 'blocks', keyName: 'key' });
  return { form, blocks, tracking };
}

/**
 * The builder's state: the form and its blocks, which blocks are open, what was saved and
 * autosaved (the autosave feeds the preview), who else is editing, saving and its conflicts.
 */
export function usePageBuilder({ page: opened, baseRevision, serverDraft }: PageEditing) {
  const [page, setPage] = useState(opened);
  const { form, blocks, tracking } = usePageForm(opened, baseRevision);
  const open = useExpandedBlocks();
  const [previewVersion, setPreviewVersion] = useState(0);
  const refreshPreview = () => setPreviewVersion((version) => version + 1);
  const [serverOffer, setServerOffer] = useState(serverDraft);
  const [autosaveConflict, setAutosaveConflict] = useState<string | null>(null);
  const presence = useEditorPresence(`/api/pages/${page.id}/presence`, tracking.editingSession);
  const autosave = usePageAutosave({
    form,
    pageId: page.id,
    tracking,
    onAutosaved: (answer) => {
      presence.setEditors(answer.editors);
      refreshPreview();
    },
    onConflict: setAutosaveConflict,
  });
  const allowLeaving = useLeaveWarning(autosave.unsaved);

  const saving = usePageSave({
    form,
    page,
    tracking,
    setUnsaved: autosave.setUnsaved,
    onSaved: (saved) => {
      setPage(saved);
      setAutosaveConflict(null);
      refreshPreview();
    },
    onInvalid: (errors) => showErrors(form, errors, open.setExpanded),
  });

  return {
    form,
    blocks,
    page,
    tracking,
    ...open,
    previewVersion,
    refreshPreview,
    unsaved: autosave.unsaved,
    waiting: autosave.waiting,
    editors: presence.editors,
    saving,
    conflict: saving.conflict ?? autosaveConflict,
    allowLeaving,
    serverOffer,
    dismissServerOffer: () => setServerOffer(null),
    addBlock: (type: string) => {
      const id = newBlockId(new Set(form.getValues('blocks').map((block) => block.id)));
      blocks.append(starterBlock(id, type), { shouldFocus: false });
      open.setExpanded(id, true);
      focusBlockSoon(id);
    },
    /** A revision's content in the form, unsaved: saving it is what changes the page. */
    openRevision: (revision: PageRevision) => {
      const values = revisionToFormValues(revision, form.getValues());
      // A restore is this session's revision already; other text is autosaved (and previewed) anew.
      if (revision.editingSession === tracking.editingSession) {
        tracking.noteAutosaved(values, revision.id);
      }
      form.reset(values, { keepDefaultValues: true });
      autosave.setUnsaved(true);
      if (revision.id === serverOffer?.id) setServerOffer(null);
      refreshPreview();
    },
    deletePage: async () => {
      await api.delete(`/api/pages/${page.id}`);
      allowLeaving();
      await navigate(pagesListPath);
    },
  };
}
export type PageBuilder = ReturnType<typeof usePageBuilder>;
