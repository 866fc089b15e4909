import type { z } from '../zod';
import { anchor, choice, flag, group, image, line, link, paragraph, whole } from './fields';
import { iconNames } from './icon-names';

/*
 * Parts several block types are made of: a section's heading, a picture, a button, an icon.
 */

export const sectionTones = ['white', 'tinted', 'brand'] as const;

/**
 * The heading of a page section (its h2, with an eyebrow above and an introduction below), its
 * background and its anchor (`#how-it-works`); spread into a block's schema.
 */
export const sectionHeading = {
  anchor: anchor('Anchor (optional)').optional(),
  eyebrow: line('Eyebrow (optional)', 80).optional(),
  title: line('Heading', 200),
  intro: paragraph('Introduction (optional)', 600).optional(),
  tone: choice('Background', sectionTones).optional(),
  centered: flag('Centre the heading').optional(),
};

/** A picture with the text that replaces it and its size, which the page reserves before it loads. */
export const picture = (label: string) =>
  group(label, {
    src: image('Image'),
    alt: line('Description (alt text)', 300),
    width: whole('Width in pixels', 1, 4000),
    height: whole('Height in pixels', 1, 4000),
  });

export type Picture = z.output<ReturnType<typeof picture>>;

export const buttonStyles = ['primary', 'secondary'] as const;

/** A call to action; without a link it is a button that does nothing yet (a campaign's teaser). */
export const button = group('Button', {
  label: line('Button text', 80),
  href: link('Link (optional)').optional(),
  style: choice('Style', buttonStyles),
});

export type Button = z.output<typeof button>;

export const icon = choice('Icon', iconNames);

/** The heading fields of a block's data (`sectionHeading`), as its view receives them. */
export type SectionHeading = z.output<z.ZodObject<typeof sectionHeading>>;
