import { z } from '../zod';
import { anchor, group, image, line, paragraph } from './fields';

/*
 * Pieces several section blocks are made of: where links find the section, the heading that
 * opens it, a picture of a known size, and a sentence that ends on a phone number.
 */

/** The section's id, which links point at (`#pricing`); the block's id when left empty. */
export const sectionAnchor = anchor('Anchor (optional)').optional();

/** The eyebrow, heading and introduction that open a section. */
export const sectionHeading = group('Heading', {
  eyebrow: line('Eyebrow', 80),
  title: line('Title', 200),
  intro: paragraph('Introduction', 600),
});

const pixels = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(4000, `${label} must be at most 4000`)
    .meta({ title: label });

/** An image with its description and its size in pixels, which reserves its place as it loads. */
export const picture = (label: string) =>
  group(label, {
    src: image('Image'),
    alt: line('Description (alt text)', 300),
    width: pixels('Width'),
    height: pixels('Height'),
  });

/**
 * "Call our demo line at (555) 010-0142.": the number is a `tel:` link. `{phone}` shows the
 * site's number as set in the settings.
 */
export const phoneLine = (label: string) =>
  group(label, {
    text: line('Text before the number', 200),
    phone: line('Phone number', 40),
    after: line('Text after the number', 40),
  });

/** A whole number in a range, such as how many items a block shows. */
export const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${max}`)
    .meta({ title: label });
