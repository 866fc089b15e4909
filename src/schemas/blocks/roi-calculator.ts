import { defineBlock } from './define';
import { action, group, line, paragraph } from './fields';
import { sectionAnchor, sectionHeading } from './section-parts';

/**
 * The ROI calculator. Its questions, bounds and arithmetic are the calculator's own
 * (src/calculator/roi.ts, src/schemas/calculator.ts); the block holds the words around them.
 */
export const roiCalculatorBlock = defineBlock({
  type: 'roiCalculator',
  label: 'ROI calculator',
  description: 'The calculator of what answering every call is worth, with a link to the plans.',
  interactive: true,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    calculateLabel: line('Calculate button', 60),
    /** What the results panel says before the first calculation. */
    prompt: group('Before calculating', {
      title: line('Title', 120),
      text: paragraph('Text', 400),
    }),
    resultsTitle: line('Results title', 120),
    /** An anchor (`#pricing`) scrolls there and puts the page's path and anchor in the address. */
    pricingAction: action('Button under the results'),
  },
  starter: {
    heading: {
      eyebrow: 'Unlock Your ROI',
      title: 'See What Ava Could Be Worth to You',
      intro: 'Enter your numbers to estimate what answering every call is worth in a year.',
    },
    calculateLabel: 'Calculate',
    prompt: {
      title: 'Your Results',
      text: 'Choose your industry, adjust the numbers and press Calculate.',
    },
    resultsTitle: 'Your Estimated Yearly Impact',
    pricingAction: { label: 'See Pricing Plans', href: '#pricing' },
  },
});
