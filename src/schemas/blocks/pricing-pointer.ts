import { action, anchor, line, paragraph } from './fields';
import { defineBlock } from './define';

/** A short price summary on a dark panel, with a link to the full plan comparison. */
export const pricingPointerBlock = defineBlock({
  type: 'pricingPointer',
  label: 'Pricing pointer',
  description: 'A sentence about price and a link to the plans, on a dark panel.',
  interactive: false,
  schema: {
    anchor: anchor('Anchor (optional)').optional(),
    title: line('Heading', 200),
    text: paragraph('Text', 600),
    link: action('Link'),
  },
  starter: {
    anchor: 'pricing',
    title: 'Plans from $99 per month',
    text: 'Every plan includes done-for-you setup and a 30-day satisfaction guarantee.',
    link: { label: 'Compare plans', href: '/landing#pricing' },
  },
});
