import { Suspense, type ReactNode } from 'react';
import { Dialog } from '#views/components/ui/dialog';
import { Skeleton } from '../kit';

/** A post's or page's history: a wide dialog whose content (loaded on demand) is the children. */
export function HistoryDialog({
  description,
  onClose,
  children,
}: {
  description: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title="History"
      description={description}
      open
      onOpenChange={(open) => !open && onClose()}
      wide
    >
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Dialog>
  );
}
