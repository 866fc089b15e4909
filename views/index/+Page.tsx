import { AvaVideoButton } from '../components/landing/ava-video-button';
import { BookingWidget } from '../components/landing/booking-widget';
import { HeroSection } from '../components/landing/hero-section';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { useRevealOnScroll } from '../hooks/use-reveal-on-scroll';
import * as Sections from './sections';

/**
 * The landing page, in the order SPEC §2 gives. The hero comes with the page; the other sections
 * load as they near the viewport. This component holds no state: a re-render
 * would make React drop the server markup of sections that have not loaded yet.
 */
export default function HomePage() {
  useHashScroll();
  useRevealOnScroll();
  return (
    <>
      <HeroSection />
      <Sections.Partners />
      <Sections.WhyAi />
      <Sections.Solutions />
      <Sections.MeetAva>
        <AvaVideoButton />
      </Sections.MeetAva>
      <Sections.RoiCalculator />
      <Sections.Pricing />
      <Sections.Author />
      <Sections.Industries />
      <Sections.AsSeenOn />
      <Sections.Results />
      <Sections.FinalCta />
      <Sections.Booking>
        <BookingWidget />
      </Sections.Booking>
    </>
  );
}
