import { defineBlock } from './define';
import { line } from './fields';
import { picture } from './parts';

/** A picture across the page's width, with an optional caption. */
export const imageBlock = defineBlock({
  type: 'image',
  label: 'Picture',
  description: 'A picture from the media library, with an optional caption.',
  interactive: false,
  schema: {
    image: picture('Picture'),
    caption: line('Caption (optional)', 300).optional(),
  },
  starter: {
    image: {
      src: '/images/pages/ava-dashboard.svg',
      alt: 'Ava’s dashboard: calls answered and appointments booked today',
      width: 640,
      height: 480,
    },
  },
});
