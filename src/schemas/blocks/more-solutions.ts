import { defineBlock } from './define';
import { anchor, line } from './fields';

/** The site's solution pages as cards, leaving out the page showing them. */
export const moreSolutionsBlock = defineBlock({
  type: 'moreSolutions',
  label: 'Other solutions',
  description: 'Cards linking to the solution pages, apart from this one.',
  interactive: false,
  schema: {
    anchor: anchor('Anchor (optional)').optional(),
    title: line('Heading', 200),
  },
  starter: { title: 'More ways we help' },
});
