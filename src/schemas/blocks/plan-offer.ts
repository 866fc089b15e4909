import { defineBlock } from './define';
import { anchor, line } from './fields';
import { button, sectionHeading } from './parts';

/** One of the shared pricing plans on its own, under an offer's name and note. */
export const planOfferBlock = defineBlock({
  type: 'planOffer',
  label: 'Single plan offer',
  description: 'One pricing plan on its own, with a name and note of the offer and one button.',
  interactive: false,
  uses: ['pricing'],
  schema: {
    ...sectionHeading,
    /** The id of a plan in the shared pricing (`essential`); the block shows nothing without it. */
    planId: anchor('Plan id').min(1, 'Plan id is required'),
    /** Shown instead of the plan's name, e.g. "Ava AI Essential". */
    name: line('Name of the offer (optional)', 80).optional(),
    note: line('Note under the price (optional)', 160).optional(),
    button,
  },
  starter: {
    title: 'Start with Essential',
    tone: 'tinted',
    centered: true,
    planId: 'essential',
    button: { label: 'Get Started', href: '/contact', style: 'primary' },
  },
});
