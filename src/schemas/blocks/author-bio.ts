import { defineBlock } from './define';
import { action, flag, group, line, list } from './fields';
import { picture, sectionAnchor, sectionHeading } from './section-parts';

const appearance = group('Appearance', {
  show: line('Show', 120),
  episode: line('Episode', 200),
  /** Featured appearances are the ones shown before the visitor opens the full list. */
  featured: flag('Featured'),
});

/**
 * The author: a book with what is inside it, and the podcasts he has spoken on, the featured
 * ones first and the full list on a button (hence interactive).
 */
export const authorBioBlock = defineBlock({
  type: 'authorBio',
  label: 'Author and podcasts',
  description: 'A book with its cover and points, and a podcast list that opens in full.',
  interactive: true,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    book: group('Book', {
      cover: picture('Cover'),
      title: line('Heading', 120),
      points: list('Points', line('Point', 200), 8),
      action: action('Button'),
    }),
    podcasts: group('Podcasts', {
      title: line('Heading', 120),
      appearances: list('Appearances', appearance, 40),
      showAllLabel: line('Button that opens the full list', 80),
      hideLabel: line('Button that closes it', 80),
    }),
  },
  starter: {
    heading: {
      eyebrow: 'From Our Founder',
      title: 'The book',
      intro: 'Say who the author is and why the book matters.',
    },
    book: {
      cover: {
        src: '/images/landing/book-cover.svg',
        alt: 'Cover of the book',
        width: 300,
        height: 450,
      },
      title: 'Inside the book',
      points: ['What the reader learns'],
      action: { label: 'Talk With Us', href: '#booking' },
    },
    podcasts: {
      title: 'Podcast Appearances',
      appearances: [{ show: 'A show', episode: 'An episode', featured: true }],
      showAllLabel: 'See All Podcast Appearances',
      hideLabel: 'Hide Full List',
    },
  },
});
