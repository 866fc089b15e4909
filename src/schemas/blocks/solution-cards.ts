import { defineBlock } from './define';
import { action, choice, group, line, list, paragraph } from './fields';
import { sectionAnchor, sectionHeading } from './section-parts';

export const solutionCardColors = ['brand', 'teal', 'violet'] as const;

const solutionCard = group('Card', {
  badge: line('Badge', 40),
  title: line('Title', 120),
  description: paragraph('Description', 400),
  color: choice('Colour', solutionCardColors),
  bullets: list('Points', line('Point', 160), 8),
  link: action('Link'),
});

/** Cards for the solutions, each with its points and a link to its page. */
export const solutionCardsBlock = defineBlock({
  type: 'solutionCards',
  label: 'Solution cards',
  description: 'A heading over cards, each a solution with a badge, its points and a link.',
  interactive: false,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    cards: list('Cards', solutionCard, 6).min(1, 'Add at least one card'),
  },
  starter: {
    heading: {
      eyebrow: 'Solutions',
      title: 'AI That Works Like Part of Your Team',
      intro: 'Start with the phones, automate the busywork, and grow with a plan that fits.',
    },
    cards: [
      {
        badge: 'Ava',
        title: 'AI Voice Receptionists',
        description: 'Ava answers every call 24/7, captures every lead and books appointments.',
        color: 'brand',
        bullets: ['Picks up in seconds, day or night'],
        link: { label: 'Learn About Ava', href: '/solutions/ai-voice-receptionists' },
      },
    ],
  },
});
