import { format } from 'date-fns';
import { useState } from 'react';
import { buttonStyle } from '../kit';
import type { Presence, RevisionSummary } from '#src/schemas/wire/revisions';
import type { PostDraft } from './post-drafts';
import { personName } from './post-revisions';

export const noticeText = {
  draftFound: 'Unsaved changes to this post were found on this device',
  restore: 'Restore them',
  discard: 'Discard them',
  autosaveFound: {
    post: 'This post has autosaved text that was never saved',
    page: 'This page has autosaved changes that were never saved',
  },
  openAutosave: { post: 'Open the autosaved text', page: 'Open the autosaved changes' },
  keepSaved: 'Keep the saved version',
  saveAnyway: 'Keep mine as a new revision',
  openTheirs: 'Reload',
  keptHere: {
    post: 'What you typed is still here and kept on this device. Keeping yours saves it over theirs; theirs stays in the history.',
    page: 'Your changes are still here. Keeping yours saves them over theirs; theirs stay in the history.',
  },
} as const;

/** What an editor edits: the notices name it. */
type Subject = 'post' | 'page';

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

/**
 * Text the server autosaved after the post's (or page's) last save (this person on another
 * device, a closed tab, or someone else), offered back when the editor opens.
 */
export function AutosaveOffer({
  revision,
  onOpen,
  onDismiss,
  subject = 'post',
}: {
  revision: RevisionSummary & { content: { title: string } };
  onOpen: () => void;
  onDismiss: () => void;
  subject?: Subject;
}) {
  return (
    <section
      aria-labelledby="autosave-offer-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="autosave-offer-title" className="font-semibold">
        {noticeText.autosaveFound[subject]}
      </h2>
      <p className="mt-1 text-sm">
        {revision.kind === 'restore' ? 'Restored' : 'Autosaved'} by {personName(revision.author)} on{' '}
        {when(revision.updatedAt)}
        {revision.content.title ? `: “${revision.content.title}”` : ''}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onOpen} className={buttonStyle('primary')}>
          {noticeText.openAutosave[subject]}
        </button>
        <button type="button" onClick={onDismiss} className={buttonStyle('secondary')}>
          {noticeText.keepSaved}
        </button>
      </div>
    </section>
  );
}

/** "Alex is also editing this post": others with the editor open in the last minute. */
export function OtherEditors({
  editors,
  subject = 'post',
}: {
  editors: Presence['editors'];
  subject?: Subject;
}) {
  if (editors.length === 0) return null;
  const names = editors.map((editor) => editor.fullName || editor.username);
  const who =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm font-medium text-sky-950"
    >
      {who} {names.length === 1 ? 'is' : 'are'} also editing this {subject}. Their changes and yours
      are both kept in the history.
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

/**
 * A save or autosave refused because someone else changed the post (or page) first (409).
 * Reload opens theirs, after `allowLeaving` has let the page go without the unsaved-changes warning.
 */
export function SaveConflict({
  message,
  onSaveAnyway,
  allowLeaving,
  subject = 'post',
}: {
  message: string;
  onSaveAnyway: () => Promise<void>;
  allowLeaving: () => void;
  subject?: Subject;
}) {
  const openTheirs = () => {
    allowLeaving();
    window.location.reload();
  };
  const [busy, setBusy] = useState(false);
  return (
    <section
      role="alert"
      className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">{noticeText.keptHere[subject]}</p>
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
        <button type="button" onClick={openTheirs} className={buttonStyle('secondary')}>
          {noticeText.openTheirs}
        </button>
      </div>
    </section>
  );
}
