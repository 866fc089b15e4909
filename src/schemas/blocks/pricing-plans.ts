import { defineBlock } from './define';
import { group, line, paragraph } from './fields';
import { sectionHeading } from './parts';

/**
 * The plans side by side, written once as shared content (/api/pricing), with what every plan
 * includes. A plan's button opens the sign-up page in a new tab, or the custom quote form in a
 * dialog (the hosted form when the site has one, else our own).
 */
export const pricingPlansBlock = defineBlock({
  type: 'pricingPlans',
  label: 'Pricing plans',
  description: 'The pricing plans, what every plan includes, and their sign-up and quote buttons.',
  interactive: true,
  uses: ['pricing'],
  schema: {
    ...sectionHeading,
    /** "Get Started with" → "Get Started with Essential". */
    signUpLabel: line('Sign-up button, before the plan name', 60),
    quoteLabel: line('Quote button', 60),
    includedTitle: line('Heading of what every plan includes', 120),
    quoteDialog: group('Quote dialog', {
      title: line('Title', 120),
      description: paragraph('Description', 500),
    }),
  },
  starter: {
    anchor: 'pricing',
    eyebrow: 'Pricing',
    title: 'Simple plans for every business',
    tone: 'tinted',
    centered: true,
    signUpLabel: 'Get Started with',
    quoteLabel: 'Get a Custom Quote',
    includedTitle: 'Included in every plan',
    quoteDialog: {
      title: 'Custom Quote',
      description: 'Tell us about your business and we will put together a plan that fits.',
    },
  },
});
