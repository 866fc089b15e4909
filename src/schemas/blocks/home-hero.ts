import { defineBlock } from './define';
import { action, line, paragraph } from './fields';
import { phoneLine, sectionAnchor } from './section-parts';

/** The home page's opening: a badge, the main heading, two buttons and the demo line. */
export const homeHeroBlock = defineBlock({
  type: 'homeHero',
  label: 'Home hero',
  description: 'A badge, the page’s main heading, an introduction, two buttons and a phone line.',
  interactive: false,
  schema: {
    anchor: sectionAnchor,
    badge: line('Badge', 160),
    heading: line('Main heading', 200),
    intro: paragraph('Introduction', 600),
    primaryAction: action('Main button'),
    secondaryAction: action('Second button'),
    phoneLine: phoneLine('Phone line'),
  },
  starter: {
    badge: 'Answering your calls 24/7',
    heading: '{tagline}',
    intro: 'Say what you do for your customers in a sentence or two.',
    primaryAction: { label: 'Book a Call', href: '#booking' },
    secondaryAction: { label: 'Learn More', href: '#solutions' },
    phoneLine: { text: 'Prefer to talk? Call us at', phone: '{phone}', after: '.' },
  },
});
