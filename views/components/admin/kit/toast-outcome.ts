import { toast, type ToastOptions } from '#views/components/ui/toast';

/**
 * Runs a change and toasts how it went: `done` on success, `failed` with the server's message
 * otherwise. Answers whether it succeeded. Awaited rather than left to a mutation's callbacks,
 * because the item changed may leave its list (and its component unmount) before the refetch.
 */
export async function toastOutcome(
  change: () => Promise<unknown>,
  done: ToastOptions,
  failed: string,
): Promise<boolean> {
  try {
    await change();
    toast(done);
    return true;
  } catch (error) {
    const description = error instanceof Error ? error.message : undefined;
    toast({ title: failed, description, variant: 'destructive' });
    return false;
  }
}
