import { RoiCalculatorForm } from './roi-calculator-form';
import { SectionHeading } from './section-heading';

/** Unlock your ROI: the calculator section. */
export function RoiCalculatorSection() {
  return (
    <section
      id="unlock-roi"
      aria-labelledby="unlock-roi-title"
      className="scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="unlock-roi-title"
          eyebrow="Unlock Your ROI"
          title="See What Ava Could Be Worth to You"
        >
          <p>
            Every missed call is revenue walking out the door. Enter your numbers to estimate what
            answering every call, and freeing your team from the phone, is worth in a year.
          </p>
        </SectionHeading>
        <div className="mt-12">
          <RoiCalculatorForm />
        </div>
      </div>
    </section>
  );
}
