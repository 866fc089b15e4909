import type { SectionProps } from './deferred-section';
import { SectionHeading, type SectionCopy } from './section-heading';
import { TickList } from './tick-list';

const heading: SectionCopy = {
  eyebrow: 'Meet Ava',
  title: 'Your 24/7 AI Receptionist',
  intro:
    'Ava greets every caller by your business name, answers their questions and turns calls into booked appointments while you focus on the work in front of you.',
};

export const exploreAvaText = 'Explore More About Ava AI';

const strengths = [
  'Answers in seconds, 24 hours a day, 7 days a week',
  'Speaks naturally and knows your services, prices and hours',
  'Books, reschedules and confirms appointments',
  'Hands urgent calls to the right person on your team',
];

/** Meet Ava: what she does, the video button the page passes in (children) and her page. */
export function MeetAvaSection({ children }: SectionProps) {
  return (
    <section
      id="meet-ava"
      aria-labelledby="meet-ava-title"
      className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-20"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="meet-ava-title" {...heading} align="start" />
          <TickList items={strengths} className="mx-auto mt-8 max-w-xl lg:mx-0" />
          <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-4 lg:justify-start">
            {children}
            <a
              href="/solutions/ai-voice-receptionists"
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {exploreAvaText}
            </a>
          </div>
        </div>
        <img
          src="/images/landing/ava-illustration.svg"
          alt="Ava on a call: a headset, a live transcript and an appointment being booked"
          width={560}
          height={420}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}
