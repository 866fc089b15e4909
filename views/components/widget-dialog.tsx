import { usePageContext } from 'vike-react/usePageContext';
import type { PublicSite } from '#src/config/site';
import { navMessages } from './navigation';
import { DeferredDialog } from './ui/deferred-dialog';
import { WidgetFrame } from './widget-frame';

/** A dialog around a hosted widget: what it says, and the widget with its height (SPEC §9). */
export interface HostedWidgetDialog {
  title: string;
  description: string;
  frameTitle: string;
  height: number;
  url: (site: PublicSite) => string | null;
  /** Our own form, shown where the site has no hosted widget configured. */
  fallback: 'contact' | 'booking' | 'quote';
}

/** The two widget dialogs of the bar. */
const barDialogs = {
  booking: {
    title: navMessages.bookTitle,
    description: navMessages.bookSubtitle,
    frameTitle: 'Booking calendar',
    height: 750,
    url: (site) => site.bookingWidgetUrl,
    fallback: 'booking',
  },
  contact: {
    title: navMessages.contactTitle,
    description: navMessages.contactSubtitle,
    frameTitle: 'Contact form',
    height: 1000,
    url: (site) => site.contactFormUrl,
    fallback: 'contact',
  },
} as const satisfies Record<string, HostedWidgetDialog>;

/** A button that opens a hosted widget's dialog. */
export function HostedWidgetButton({
  dialog,
  label,
  className,
}: {
  dialog: HostedWidgetDialog;
  label: string;
  className: string;
}) {
  const { site } = usePageContext();
  return (
    <DeferredDialog
      label={label}
      className={className}
      title={dialog.title}
      description={dialog.description}
    >
      <WidgetFrame
        url={dialog.url(site)}
        title={dialog.frameTitle}
        height={dialog.height}
        fallback={dialog.fallback}
      />
    </DeferredDialog>
  );
}

/** The bar's Book a Call and Contact Us buttons. */
export function WidgetDialog({
  kind,
  ...button
}: {
  kind: keyof typeof barDialogs;
  label: string;
  className: string;
}) {
  return <HostedWidgetButton dialog={barDialogs[kind]} {...button} />;
}
