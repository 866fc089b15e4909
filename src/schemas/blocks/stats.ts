import { defineBlock } from './define';
import { group, line, list } from './fields';

/** Big numbers with what they mean. */
export const statsBlock = defineBlock({
  type: 'stats',
  label: 'Figures',
  description: 'A row of big numbers, each with what it means.',
  interactive: false,
  schema: {
    /** What screen readers announce the row as ("At a glance"). */
    label: line('Name of the row, for screen readers', 80),
    items: list(
      'Figures',
      group('Figure', { value: line('Number', 20), label: line('Meaning', 160) }),
      8,
    ),
  },
  starter: {
    label: 'At a glance',
    items: [
      { value: '24/7', label: 'answering, including nights and weekends' },
      { value: '90%', label: 'less than the cost of human staff' },
    ],
  },
});
