import { usePageContext } from 'vike-react/usePageContext';
import type { PublicSite } from '#src/config/site';
import { navMessages } from './navigation';
import { DeferredDialog } from './ui/deferred-dialog';
import { WidgetFrame } from './widget-frame';

/** The two widget dialogs of the bar: what each shows, and how tall its hosted widget is (SPEC §9). */
const widgetDialogs = {
  booking: {
    title: navMessages.bookTitle,
    description: navMessages.bookSubtitle,
    frameTitle: 'Booking calendar',
    height: 750,
    url: (site: PublicSite) => site.bookingWidgetUrl,
  },
  contact: {
    title: navMessages.contactTitle,
    description: navMessages.contactSubtitle,
    frameTitle: 'Contact form',
    height: 1000,
    url: (site: PublicSite) => site.contactFormUrl,
  },
} as const;

export function WidgetDialog({
  kind,
  label,
  className,
}: {
  kind: keyof typeof widgetDialogs;
  label: string;
  className: string;
}) {
  const { site } = usePageContext();
  const dialog = widgetDialogs[kind];
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
        fallback={kind}
      />
    </DeferredDialog>
  );
}
