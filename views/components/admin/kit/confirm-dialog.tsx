import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from './button';
import { toastOutcome } from './toast-outcome';

/** SPEC §8: the one wording every delete confirmation uses, with the thing's kind. */
export const deleteQuestion = (kind: string) =>
  `Are you sure you want to delete this ${kind}? This action cannot be undone.`;

/**
 * A Delete button that asks first (SPEC §8), then really deletes: `onConfirm` runs the call,
 * the dialog stays open and busy meanwhile, and the outcome is a toast (`deleted` on success,
 * `failed` with the server's message otherwise). `wording` words another kind of removal (a
 * block taken out of a page not yet saved) in place of the deletion's.
 */
export function ConfirmDialog({
  kind,
  itemName,
  onConfirm,
  deleted,
  failed,
  label = 'Delete',
  wording = { title: `Delete ${kind}`, question: deleteQuestion(kind), confirm: 'Delete' },
}: {
  /** 'post', 'category', 'tag', … as the question names it. */
  kind: string;
  /** What is being deleted, for the button's accessible name. */
  itemName: string;
  onConfirm: () => Promise<unknown>;
  /** Success toast title, e.g. 'Post deleted'. */
  deleted: string;
  /** Failure toast title, e.g. 'Failed to delete the post. Please try again.' */
  failed: string;
  label?: string;
  /** `busy` is the confirm button's label while the call runs ('Deleting...' unless given). */
  wording?: { title: string; question: string; confirm: string; busy?: string };
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    if (await toastOutcome(onConfirm, { title: deleted }, failed)) setOpen(false);
    setBusy(false);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost-danger" size="sm" aria-label={`${label} ${itemName}`}>
          {label}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {wording.title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-slate-600">
            {wording.question}
          </DialogPrimitive.Description>
          <div className="mt-6 flex justify-end gap-3">
            <DialogPrimitive.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogPrimitive.Close>
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? (wording.busy ?? 'Deleting...') : wording.confirm}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
