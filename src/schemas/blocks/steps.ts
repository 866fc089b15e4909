import { defineBlock } from './define';
import { group, line, list, paragraph } from './fields';
import { sectionHeading } from './parts';

const step = group('Step', {
  title: line('Title', 120),
  description: paragraph('Description', 500),
});

/** A numbered "how it works" sequence. */
export const stepsBlock = defineBlock({
  type: 'steps',
  label: 'Steps',
  description: 'A numbered sequence of steps, such as how it works.',
  interactive: false,
  schema: { ...sectionHeading, items: list('Steps', step, 8) },
  starter: {
    eyebrow: 'How it works',
    title: 'Live in days',
    items: [
      { title: 'Strategy call', description: 'We learn how your calls go today.' },
      { title: 'We build your call flow', description: 'Your services, hours and answers.' },
      { title: 'Forward your calls', description: 'Keep your number.' },
    ],
  },
});
