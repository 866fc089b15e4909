import { defineBlock } from './define';
import { anchor, line, list, paragraph } from './fields';
import { button } from './parts';

/** A page's closing call to action on a dark band. */
export const ctaBandBlock = defineBlock({
  type: 'ctaBand',
  label: 'Call to action band',
  description: 'A heading, a sentence and buttons on a dark band: the close of a page.',
  interactive: false,
  schema: {
    anchor: anchor('Anchor (optional)').optional(),
    title: line('Heading', 200),
    text: paragraph('Text', 600),
    buttons: list('Buttons', button, 3),
  },
  starter: {
    title: 'Ready for the next time your phone rings?',
    text: 'Ava can be answering your calls within days.',
    buttons: [{ label: 'Talk to Our Team', href: '/contact', style: 'primary' }],
  },
});
