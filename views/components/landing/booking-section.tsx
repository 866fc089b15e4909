import type { SectionProps } from './deferred-section';
import { LandingSection } from './section-heading';
import { telHref } from './tel-href';

/** Booking: the scheduling widget the page passes in (children) and a phone line. */
export function BookingSection({ site, children }: SectionProps) {
  return (
    <LandingSection id="booking" tone="tinted" narrow>
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
