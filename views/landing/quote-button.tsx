import { HostedWidgetButton, type HostedWidgetDialog } from '../components/widget-dialog';

export const quoteMessages = {
  title: 'Custom Quote',
  subtitle:
    'Tell us about your business, your call volume and the tools you use, and we will put together a Premium plan that fits.',
} as const;

/** SPEC §9: the hosted quote form is 1295 px tall. */
const quoteDialog: HostedWidgetDialog = {
  title: quoteMessages.title,
  description: quoteMessages.subtitle,
  frameTitle: 'Custom quote form',
  height: 1295,
  url: (site) => site.quoteFormUrl,
  fallback: 'quote',
};

/** The Premium plan's button: the hosted quote form, or our own quote request form, in a dialog. */
export function QuoteButton({ label, className }: { label: string; className: string }) {
  return <HostedWidgetButton dialog={quoteDialog} label={label} className={className} />;
}
