import type { ReactElement } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Dialog } from '../components/ui/dialog';
import { WidgetFrame } from '../components/widget-frame';

export const quoteMessages = {
  title: 'Custom Quote',
  subtitle:
    'Tell us about your business, your call volume and the tools you use, and we will put together a Premium plan that fits.',
} as const;

/** SPEC §9: the hosted quote form is 1295 px tall. */
const quoteFormHeight = 1295;

export interface QuoteDialogProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Premium plan's dialog: the hosted quote form, or our own quote request form. */
export function QuoteDialog({ trigger, open, onOpenChange }: QuoteDialogProps) {
  const { site } = usePageContext();
  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={quoteMessages.title}
      description={quoteMessages.subtitle}
    >
      <WidgetFrame
        url={site.quoteFormUrl}
        title="Custom quote form"
        height={quoteFormHeight}
        fallback="quote"
      />
    </Dialog>
  );
}
