import { defineBlock } from './define';
import { choice, group, line, list, paragraph } from './fields';
import { sectionAnchor, sectionHeading } from './section-parts';

/** The icons a pain point can show (their drawings are in the block's view). */
export const painPointIcons = ['missedCall', 'clipboard', 'pulse', 'trendUp'] as const;
export const painPointTones = ['rose', 'amber', 'violet', 'sky'] as const;

const painPoint = group('Pain point', {
  title: line('Title', 120),
  description: paragraph('Description', 400),
  icon: choice('Icon', painPointIcons),
  tone: choice('Colour', painPointTones),
});

/** The problems visitors recognise, each a card with an icon. */
export const painPointsBlock = defineBlock({
  type: 'painPoints',
  label: 'Pain points',
  description: 'A heading over cards that each name a problem, with an icon.',
  interactive: false,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    points: list('Pain points', painPoint, 8).min(1, 'Add at least one pain point'),
  },
  starter: {
    heading: {
      eyebrow: 'Why AI?',
      title: 'What holds small teams back',
      intro: 'The gaps that quietly cost owners customers every week.',
    },
    points: [
      {
        title: 'Missed Calls',
        description: 'Most callers who reach voicemail never call back.',
        icon: 'missedCall',
        tone: 'rose',
      },
    ],
  },
});
