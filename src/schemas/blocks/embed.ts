import { defineBlock } from './define';
import { line, secureUrl, whole } from './fields';

/**
 * A booking calendar or scheduling page another service hosts, in a frame. The site's security
 * policy lets frames come only from the widget hosts set in Settings; a frame from another host
 * shows as a link to it instead.
 */
export const embedBlock = defineBlock({
  type: 'embed',
  label: 'Embedded widget',
  description: 'A booking or scheduling widget from a host set in Settings, in a frame.',
  interactive: false,
  schema: {
    /** Names the frame for screen readers, and the link shown when the host is not allowed. */
    title: line('Title', 120),
    url: secureUrl('Widget address'),
    height: whole('Height in pixels', 200, 3000),
  },
  starter: { title: 'Booking calendar', url: 'https://calendar.example.com/ava', height: 750 },
});
