import type { SectionProps } from './deferred-section';
import { SectionHeading } from './section-heading';
import { telHref } from './tel-href';

/** Booking: the scheduling widget the page passes in (children) and a phone line. */
export function BookingSection({ site, children }: SectionProps) {
  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      className="scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="booking-title"
          eyebrow="Book a Call"
          title="Schedule Your Free AI Strategy Call"
        >
          <p>
            Pick a time that suits you. In 30 minutes we will show you what Ava can take off your
            plate.
          </p>
        </SectionHeading>
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
      </div>
    </section>
  );
}
