import { defineBlock } from './define';
import { html, line, list, paragraph } from './fields';
import { button, picture } from './parts';

/** The top of a page: an eyebrow, the page's only h1, a lead, buttons, a note and a picture. */
export const heroBlock = defineBlock({
  type: 'hero',
  label: 'Hero',
  description: 'The top of a page: its main heading, a lead, buttons and a picture.',
  interactive: false,
  htmlFields: ['note'],
  schema: {
    eyebrow: line('Eyebrow', 120),
    title: line('Main heading', 200),
    lead: paragraph('Lead', 600),
    buttons: list('Buttons', button, 3),
    /** A line under the buttons, such as the demo line: `<a href="{phoneHref}">{phone}</a>`. */
    note: html('Note under the buttons (optional)', 1000).optional(),
    image: picture('Picture (optional)').optional(),
  },
  starter: {
    eyebrow: 'Ava, your AI receptionist',
    title: 'Answer every call, 24/7',
    lead: 'Ava picks up on the first ring, captures every lead and books appointments for you.',
    buttons: [{ label: 'Talk to Our Team', href: '/contact', style: 'primary' }],
  },
});
