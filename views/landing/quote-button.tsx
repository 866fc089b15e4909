import { useState, type ComponentType } from 'react';
import type { QuoteDialogProps } from './quote-dialog';

/**
 * The Premium plan's button. The dialog's code loads on the first click, so pages that are only
 * read never download it; once loaded, the dialog takes over the button as its trigger.
 */
export function QuoteButton({ label, className }: { label: string; className: string }) {
  const [QuoteDialog, setQuoteDialog] = useState<ComponentType<QuoteDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  if (QuoteDialog) {
    const trigger = (
      <button type="button" className={className}>
        {label}
      </button>
    );
    return <QuoteDialog trigger={trigger} open={open} onOpenChange={setOpen} />;
  }

  const load = async () => {
    setLoading(true);
    try {
      const loaded = await import('./quote-dialog');
      setQuoteDialog(() => loaded.QuoteDialog);
      setOpen(true);
    } catch (error) {
      console.error('The quote form could not be loaded', error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <button type="button" className={className} aria-busy={loading} onClick={load}>
      {label}
    </button>
  );
}
