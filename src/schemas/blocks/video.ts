import { defineBlock } from './define';
import { line, secureUrl } from './fields';

/**
 * A video in a 16:9 frame that starts when the visitor plays it: the address of a video on the
 * video host set in Settings, or, left empty, the site's own video.
 */
export const videoBlock = defineBlock({
  type: 'video',
  label: 'Video',
  description: 'A video from the host set in Settings, played in place.',
  interactive: true,
  schema: {
    title: line('Title', 120),
    url: secureUrl('Video embed address (optional: the site’s video)').optional(),
    caption: line('Caption (optional)', 300).optional(),
  },
  starter: { title: 'Ava, the AI receptionist, at work' },
});
