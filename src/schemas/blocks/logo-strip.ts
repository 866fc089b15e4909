import { defineBlock } from './define';
import { flag, line, list } from './fields';
import { picture, sectionAnchor } from './section-parts';

/** A row of logos under a small heading: customers, partners, the press. */
export const logoStripBlock = defineBlock({
  type: 'logoStrip',
  label: 'Logo strip',
  description: 'A small centred heading over a row of logos (customers, partners, the press).',
  interactive: false,
  schema: {
    anchor: sectionAnchor,
    title: line('Heading', 200),
    /** The press band's look: on grey, its heading in capitals. */
    tinted: flag('On grey, heading in capitals'),
    /** Off for a strip near the top of a page, whose logos are seen at once. */
    lazy: flag('Load the logos as they scroll into view'),
    logos: list('Logos', picture('Logo'), 12).min(1, 'Add at least one logo'),
  },
  starter: {
    title: 'Trusted by growing businesses',
    tinted: false,
    lazy: true,
    logos: [
      {
        src: '/images/landing/partner-prairie-gate-realty.svg',
        alt: 'Prairie Gate Realty',
        width: 220,
        height: 60,
      },
    ],
  },
});
