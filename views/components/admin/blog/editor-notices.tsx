import { format } from 'date-fns';
import { useState } from 'react';
import { buttonStyle } from '../kit';
import type { PostDraft } from './post-drafts';

export const noticeText = {
  draftFound: 'Unsaved changes to this post were found on this device',
  restore: 'Restore them',
  discard: 'Discard them',
  saveAnyway: 'Save my version anyway',
  openTheirs: 'Load their version',
  keptHere: 'What you typed is still here and kept on this device.',
} as const;

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
        Last typed {format(new Date(draft.savedAt), "MMM d, yyyy 'at' h:mm a")}
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

/** A save refused because someone else saved the post first (409). */
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
