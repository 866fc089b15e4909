import { RoiCalculatorForm } from './roi-calculator-form';
import { LandingSection } from './section-heading';

/** Unlock your ROI: the calculator section. */
export function RoiCalculatorSection() {
  return (
    <LandingSection id="unlock-roi" tone="tinted">
      <div className="mt-12">
        <RoiCalculatorForm />
      </div>
    </LandingSection>
  );
}
