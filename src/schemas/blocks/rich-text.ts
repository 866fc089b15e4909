import { defineBlock } from './define';
import { html, line } from './fields';

/** Text written in the rich text editor: a simple page's body, an article, a notice. */
export const richTextBlock = defineBlock({
  type: 'richText',
  label: 'Rich text',
  description: 'Headings, paragraphs, lists, links and images, written in the text editor.',
  interactive: false,
  htmlFields: ['html'],
  schema: {
    /** Shown above the text as the page's main heading, when given. */
    heading: line('Main heading (optional)', 300).optional(),
    html: html('Text'),
  },
  starter: { html: '<p>Write here.</p>' },
});
