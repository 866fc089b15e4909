import { defineBlock } from './define';
import { action, line } from './fields';
import { count, sectionAnchor, sectionHeading } from './section-parts';

/** The plans in brief, from the shared pricing content (`/api/pricing`). */
export const pricingSummaryBlock = defineBlock({
  type: 'pricingSummary',
  label: 'Pricing summary',
  description: 'The pricing plans in brief (written once, under Pricing), and a button.',
  interactive: false,
  uses: ['pricing'],
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    /** `{fee}` is the plan's setup fee. */
    setupFeeText: line('Setup fee line ({fee} is the fee)', 80),
    quotedSetupFeeText: line('Setup fee line of a plan without a set fee', 80),
    /** How many of the lines every plan includes show under the plans, from the first. */
    includedShown: count('Lines of “included in every plan” shown', 12),
    action: action('Button'),
  },
  starter: {
    heading: {
      eyebrow: 'Pricing',
      title: 'Plans That Pay for Themselves',
      intro: 'Simple monthly pricing. Start small and grow into unlimited usage.',
    },
    setupFeeText: '{fee} one-time setup',
    quotedSetupFeeText: 'Custom setup fee',
    includedShown: 3,
    action: { label: 'Find the Right Plan on a Free Call', href: '#booking' },
  },
});
