import { defineBlock } from './define';
import { group, line, list, paragraph } from './fields';
import { sectionAnchor, sectionHeading } from './section-parts';

const stat = group('Figure', { value: line('Figure', 20), label: line('What it means', 200) });

const testimonial = group('Testimonial', {
  quote: paragraph('Quote', 1000),
  name: line('Name', 80),
  title: line('Job title', 80),
  company: line('Company', 120),
});

/** Proof: big figures, then what clients say, on the darkest brand colour. */
export const resultsBlock = defineBlock({
  type: 'results',
  label: 'Results',
  description: 'A heading over figures and client testimonials, on a dark background.',
  interactive: false,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    stats: list('Figures', stat, 8),
    testimonials: list('Testimonials', testimonial, 9),
  },
  starter: {
    heading: {
      eyebrow: 'Results',
      title: 'Real Results for Real Businesses',
      intro: 'What owners see once Ava answers their phones.',
    },
    stats: [{ value: '91%', label: 'of small businesses see revenue growth within 3 months' }],
    testimonials: [
      {
        quote: 'Every call is answered now.',
        name: 'A client',
        title: 'Owner',
        company: 'Their company',
      },
    ],
  },
});
