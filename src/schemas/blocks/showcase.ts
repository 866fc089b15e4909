import { defineBlock } from './define';
import { line, list, paragraph } from './fields';
import { picture, sectionHeading } from './parts';

/** A section with a picture beside a paragraph and a list of ticked points. */
export const showcaseBlock = defineBlock({
  type: 'showcase',
  label: 'Picture and text',
  description: 'A picture beside a paragraph and a list of ticked points.',
  interactive: false,
  schema: {
    ...sectionHeading,
    text: paragraph('Text', 1500),
    points: list('Ticked points', line('Point', 200), 10),
    image: picture('Picture'),
  },
  starter: {
    title: 'Meet Ava',
    text: 'Ava answers like your best front-desk employee, on every call, at any hour.',
    points: ['Answers on the first ring', 'Books appointments into your calendar'],
    image: {
      src: '/images/pages/missed-call.svg',
      alt: 'Three calls answered by Ava',
      width: 640,
      height: 480,
    },
  },
});
