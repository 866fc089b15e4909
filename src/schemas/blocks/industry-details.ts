import { defineBlock } from './define';
import { anchor, group, line, list, paragraph } from './fields';
import { icon, sectionHeading } from './parts';

const industry = group('Industry', {
  /** Other pages link here: `/solutions/ai-consulting#professional`. */
  anchor: anchor('Anchor').min(1, 'Anchor is required'),
  icon,
  name: line('Industry', 80),
  title: line('Heading', 200),
  description: paragraph('Description', 1000),
  points: list('Ticked points', line('Point', 200), 8),
  example: paragraph('Example', 1000),
});

/** One section per audience, each with its own anchor, its points and a typical day. */
export const industryDetailsBlock = defineBlock({
  type: 'industryDetails',
  label: 'Industries',
  description: 'A panel per industry, each reachable at its own anchor, with an example.',
  interactive: false,
  schema: {
    ...sectionHeading,
    /** The heading of each panel's example ("A typical day"). */
    exampleLabel: line('Heading of the examples', 60),
    items: list('Industries', industry, 8),
  },
  starter: {
    eyebrow: "Who it's for",
    title: 'Built for businesses that live on the phone',
    tone: 'brand',
    exampleLabel: 'A typical day',
    items: [
      {
        anchor: 'home-services',
        icon: 'wrench',
        name: 'Home services',
        title: 'Book the job while your techs are on the roof',
        description: 'Ava takes the call, gets the address and the problem, and books the visit.',
        points: ['Emergency calls reach your on-call tech in seconds'],
        example: 'A homeowner calls at 9 pm about a leak; Ava books the first slot tomorrow.',
      },
    ],
  },
});
