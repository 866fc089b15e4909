import { withSiteFactsIn } from '#src/content/site-facts';
import { PhoneLine } from '../landing/phone-line';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import { WidgetFrame } from '../widget-frame';
import type { BlockViewProps } from './types';

/** Booking: the hosted scheduling widget, 750 px high (SPEC §9), or our own form; a phone line. */
export function BookingBlock({ data, site, blockId }: BlockViewProps<'booking'>) {
  const { anchor, heading, frameTitle, phoneLine } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading} tinted narrow>
        <div className="mt-10 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <WidgetFrame
            url={site.bookingWidgetUrl}
            title={frameTitle}
            height={750}
            fallback="booking"
          />
        </div>
        <PhoneLine line={phoneLine} className="mt-8 text-center text-lg text-slate-800" />
      </LandingSection>
    </Reveal>
  );
}
