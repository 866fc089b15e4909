import { RoiCalculatorForm } from './roi-calculator-form';
import { LandingSection, type SectionCopy } from './section-heading';

const heading: SectionCopy = {
  eyebrow: 'Unlock Your ROI',
  title: 'See What Ava Could Be Worth to You',
  intro:
    'Every missed call is revenue walking out the door. Enter your numbers to estimate what answering every call, and freeing your team from the phone, is worth in a year.',
};

/** Unlock your ROI: the calculator section. */
export function RoiCalculatorSection() {
  return (
    <LandingSection id="unlock-roi" heading={heading} tinted>
      <div className="mt-12">
        <RoiCalculatorForm />
      </div>
    </LandingSection>
  );
}
