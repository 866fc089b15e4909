import { defineBlock } from './define';
import { line } from './fields';
import { phoneLine, sectionAnchor, sectionHeading } from './section-parts';

/**
 * Booking a call: the site's scheduling widget (BOOKING_WIDGET_URL) or, without one, our own
 * booking form (hence interactive), and a phone line.
 */
export const bookingBlock = defineBlock({
  type: 'booking',
  label: 'Booking',
  description: 'The booking calendar (or the booking form) and a phone line.',
  interactive: true,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    frameTitle: line('Calendar title (for screen readers)', 120),
    phoneLine: phoneLine('Phone line'),
  },
  starter: {
    heading: {
      eyebrow: 'Book a Call',
      title: 'Schedule Your Free AI Strategy Call',
      intro: 'Pick a time that suits you.',
    },
    frameTitle: 'Booking calendar',
    phoneLine: { text: 'Rather talk now? Call us at', phone: '{phone}', after: '' },
  },
});
