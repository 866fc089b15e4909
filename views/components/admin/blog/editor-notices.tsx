import { format } from 'date-fns';
import { useState } from 'react';
import { buttonStyle } from '../kit';
import type { PostRevision, Presence } from '#src/schemas/wire/revisions';
import type { PostDraft } from './post-drafts';
import { personName } from './post-revisions';

export const noticeText = {
  draftFound: 'Unsaved changes to this post were found on this device',
  restore: 'Restore them',
  discard: 'Discard them',
  autosaveFound: 'This post has autosaved text that was never saved',
  openAutosave: 'Open the autosaved text',
  keepSaved: 'Keep the saved version',
  saveAnyway: 'Keep mine as a new revision',
  openTheirs: 'Reload',
  keptHere:
    'What you typed is still here and kept on this device. Keeping yours saves it over theirs; theirs stays in the history.',
} as const;

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

/**
 * Text the server autosaved after the post's last save (this person on another device, a closed
 * tab, or someone else), offered back when the editor opens.
 */
export function AutosaveOffer({
  revision,
  onOpen,
  onDismiss,
}: {
  revision: PostRevision;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-labelledby="autosave-offer-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="autosave-offer-title" className="font-semibold">
        {noticeText.autosaveFound}
      </h2>
      <p className="mt-1 text-sm">
        {revision.kind === 'restore' ? 'Restored' : 'Autosaved'} by {personName(revision.author)} on{' '}
        {when(revision.updatedAt)}
        {revision.content.title ? `: “${revision.content.title}”` : ''}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onOpen} className={buttonStyle('primary')}>
          {noticeText.openAutosave}
        </button>
        <button type="button" onClick={onDismiss} className={buttonStyle('secondary')}>
          {noticeText.keepSaved}
        </button>
      </div>
    </section>
  );
}

/** "Alex is also editing this post": others with the editor open in the last minute. */
export function OtherEditors({ editors }: { editors: Presence['editors'] }) {
  if (editors.length === 0) return null;
  const names = editors.map((editor) => editor.fullName || editor.username);
  const who =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm font-medium text-sky-950"
    >
      {who} {names.length === 1 ? 'is' : 'are'} also editing this post. Their changes and yours are
      both kept in the history.
    </p>
  );
}

/** Offers back what was typed but never saved (a closed tab, a crash, a lost connection). */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: PostDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-labelledby="draft-offer-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="draft-offer-title" className="font-semibold">
        {noticeText.draftFound}
      </h2>
      <p className="mt-1 text-sm">
        Last typed {when(draft.savedAt)}
        {draft.values.title ? `: “${draft.values.title}”` : ''}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onRestore} className={buttonStyle('primary')}>
          {noticeText.restore}
        </button>
        <button type="button" onClick={onDiscard} className={buttonStyle('secondary')}>
          {noticeText.discard}
        </button>
      </div>
    </section>
  );
}

/** A save or autosave refused because someone else changed the post first (409). */
export function SaveConflict({
  message,
  onSaveAnyway,
  onOpenTheirs,
}: {
  message: string;
  onSaveAnyway: () => Promise<void>;
  onOpenTheirs: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <section
      role="alert"
      className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">{noticeText.keptHere}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onSaveAnyway();
            setBusy(false);
          }}
          className={buttonStyle('primary')}
        >
          {noticeText.saveAnyway}
        </button>
        <button type="button" onClick={onOpenTheirs} className={buttonStyle('secondary')}>
          {noticeText.openTheirs}
        </button>
      </div>
    </section>
  );
}
