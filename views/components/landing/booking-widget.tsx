import { usePageContext } from 'vike-react/usePageContext';
import { WidgetFrame } from '../widget-frame';

/** The hosted scheduling widget, 750 px high (SPEC §9), or our own booking form. */
export function BookingWidget() {
  const { site } = usePageContext();
  return (
    <WidgetFrame
      url={site.bookingWidgetUrl}
      title="Booking calendar"
      height={750}
      fallback="booking"
    />
  );
}
