import { defineBlock } from './define';
import { choice, group, line, list, paragraph } from './fields';
import { icon, sectionHeading } from './parts';

const feature = group('Card', {
  icon,
  title: line('Title', 120),
  description: paragraph('Description', 500),
});

/** Cards with an icon, a title and a sentence: what a product does, or the problems it solves. */
export const featureGridBlock = defineBlock({
  type: 'featureGrid',
  label: 'Feature grid',
  description: 'A section of cards, each with an icon, a title and a short description.',
  interactive: false,
  schema: {
    ...sectionHeading,
    items: list('Cards', feature, 12),
    /** `problem` colours the icons as warnings: pain points rather than features. */
    cardTone: choice('Cards show', ['feature', 'problem']).optional(),
  },
  starter: {
    title: 'What you get',
    items: [
      {
        icon: 'phone',
        title: 'Every call answered',
        description: 'Day and night, on the first ring.',
      },
      {
        icon: 'calendar',
        title: 'Appointments booked',
        description: 'Straight into your calendar.',
      },
      { icon: 'inbox', title: 'Leads captured', description: 'Summaries by text and email.' },
    ],
  },
});
