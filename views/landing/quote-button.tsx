import { usePageContext } from 'vike-react/usePageContext';
import { DeferredDialog } from '../components/ui/deferred-dialog';
import { WidgetFrame } from '../components/widget-frame';

export const quoteMessages = {
  title: 'Custom Quote',
  subtitle:
    'Tell us about your business, your call volume and the tools you use, and we will put together a Premium plan that fits.',
} as const;

/** SPEC §9: the hosted quote form is 1295 px tall. */
const quoteFormHeight = 1295;

/** The Premium plan's button: the hosted quote form, or our own quote request form, in a dialog. */
export function QuoteButton({ label, className }: { label: string; className: string }) {
  const { site } = usePageContext();
  return (
    <DeferredDialog
      label={label}
      className={className}
      title={quoteMessages.title}
      description={quoteMessages.subtitle}
    >
      <WidgetFrame
        url={site.quoteFormUrl}
        title="Custom quote form"
        height={quoteFormHeight}
        fallback="quote"
      />
    </DeferredDialog>
  );
}
