import { defineBlock } from './define';
import { action, group, line, paragraph } from './fields';
import { sectionAnchor } from './section-parts';

/** The closing call to action: a heading, a sentence, a button and a call button. */
export const finalCtaBlock = defineBlock({
  type: 'finalCta',
  label: 'Final call to action',
  description: 'A heading and a sentence on the brand colour, a button and a button that calls.',
  interactive: false,
  schema: {
    anchor: sectionAnchor,
    title: line('Heading', 200),
    text: paragraph('Text', 600),
    action: action('Button'),
    /** `{phone}` is the site's number. */
    call: group('Call button', { label: line('Text', 80), phone: line('Phone number', 40) }),
  },
  starter: {
    title: 'Ready to Stop Missing Calls?',
    text: 'Book a free strategy call and we will map out where AI saves you time.',
    action: { label: 'Book Your Free Strategy Call', href: '#booking' },
    call: { label: 'Call Ava Now:', phone: '{phone}' },
  },
});
