import { defineBlock } from './define';
import { group, line, list, paragraph } from './fields';
import { sectionHeading } from './parts';

const testimonial = group('Testimonial', {
  quote: paragraph('Quote', 1000),
  name: line('Name', 100),
  title: line('Job title', 100),
  company: line('Company', 100),
});

/** Clients' quotes, each with who said it. */
export const testimonialsBlock = defineBlock({
  type: 'testimonials',
  label: 'Testimonials',
  description: 'Quotes from clients with their names, roles and companies.',
  interactive: false,
  schema: {
    ...sectionHeading,
    items: list('Testimonials', testimonial, 6).min(1, 'Add a testimonial'),
  },
  starter: {
    title: 'What our clients say',
    items: [
      {
        quote: 'Ava answers every call, and our calendar has never been fuller.',
        name: 'Jordan Lee',
        title: 'Owner',
        company: 'Lee Plumbing',
      },
    ],
  },
});
