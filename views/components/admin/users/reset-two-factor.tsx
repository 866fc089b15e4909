import { useState } from 'react';
import { Dialog } from '#views/components/ui/dialog';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button, toastOutcome } from '../kit';

/**
 * For someone who lost the phone with their authenticator: removes their second factor and signs
 * them out everywhere; they sign in with their password and enrol again. Logged.
 */
export function ResetTwoFactorAction({ userId, username }: { userId: number; username: string }) {
  const [open, setOpen] = useState(false);
  const reset = useApiMutation(() => api.delete(`/api/users/${userId}/2fa`), [adminKeys.users.all]);
  const confirm = async () => {
    const done = await toastOutcome(
      () => reset.mutateAsync(undefined),
      { title: 'Two-step sign-in reset', description: `${username} can enrol a new device.` },
      'Could not reset two-step sign-in',
    );
    if (done) setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !reset.isPending && setOpen(next)}
      title={`Reset two-step sign-in for ${username}?`}
      description="Their authenticator app and recovery codes stop working and they are signed out everywhere. They sign in with their password and set up a new device."
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Reset two-step sign-in for ${username}`}>
          Reset two-step sign-in
        </Button>
      }
    >
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset'}
        </Button>
      </div>
    </Dialog>
  );
}
