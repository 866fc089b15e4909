import type { SectionProps } from './deferred-section';
import { LandingSection, type SectionCopy } from './section-heading';
import { telHref } from './tel-href';

const heading: SectionCopy = {
  eyebrow: 'Book a Call',
  title: 'Schedule Your Free AI Strategy Call',
  intro:
    'Pick a time that suits you. In 30 minutes we will show you what Ava can take off your plate.',
};

/** Booking: the scheduling widget the page passes in (children) and a phone line. */
export function BookingSection({ site, children }: SectionProps) {
  return (
    <LandingSection id="booking" heading={heading} tinted narrow>
      <div className="mt-10 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {children}
      </div>
      <p className="mt-8 text-center text-lg text-slate-800">
        Rather talk now? Call us at{' '}
        <a
          href={telHref(site.phone)}
          className="whitespace-nowrap font-semibold text-brand-800 underline"
        >
          {site.phone}
        </a>
      </p>
    </LandingSection>
  );
}
