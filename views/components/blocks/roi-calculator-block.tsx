import { withSiteFactsIn } from '#src/content/site-facts';
import { Reveal } from '../landing/reveal';
import { RoiCalculatorForm } from '../landing/roi-calculator-form';
import { LandingSection } from '../landing/section-heading';
import type { BlockViewProps } from './types';

/** Unlock your ROI: the calculator, and a button to the plans under its results. */
export function RoiCalculatorBlock({
  data,
  site,
  blockId,
  pagePath,
}: BlockViewProps<'roiCalculator'>) {
  const { anchor, heading, ...words } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading} tinted>
        <div className="mt-12">
          <RoiCalculatorForm words={words} pagePath={pagePath} />
        </div>
      </LandingSection>
    </Reveal>
  );
}
