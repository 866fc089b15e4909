import { isSiteFactLink } from '../../content/site-facts';
import { text } from '../common';
import { z } from '../zod';

/*
 * The kinds of field a block's data is made of. Each carries its label (and, where the builder
 * needs one, the widget that edits it) as metadata, so the admin's block forms and the JSON Schema
 * of GET /api/blocks are generated from the same schema the server validates with.
 */

/** How the builder edits a field; absent for plain one-line text, numbers, choices and lists. */
export type FieldWidget = 'textarea' | 'link' | 'image' | 'richText' | 'page';

declare module 'zod' {
  interface GlobalMeta {
    widget?: FieldWidget;
  }
}

/** One line of text, shown escaped. */
export const line = (label: string, max = 200) => text(max, label).meta({ title: label });

/** Several lines of text, shown escaped. */
export const paragraph = (label: string, max = 2000) =>
  text(max, label).meta({ title: label, widget: 'textarea' });

/** Where a link may go: the web, an e-mail, a phone call, or a path or anchor of this site. */
const linkTarget =
  /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*|\/(?!\/)[^\s]*|#[\w-]+)$/i;

export const isLinkTarget = (value: string) => linkTarget.test(value) || isSiteFactLink(value);

/**
 * A link: `http(s):`, `mailto:`, `tel:`, a site path (`/contact`), an anchor (`#pricing`) or a
 * site fact that is a link (`{phoneHref}`: views show it through `linkWithSiteFacts`).
 */
export const link = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .refine(isLinkTarget, `${label} must be a web address, mailto:, tel:, a site path or #anchor`)
    .meta({ title: label, widget: 'link' });

/** A web address another site serves in a frame (a booking calendar, a video): https only. */
export const secureUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .regex(/^https:\/\/[^\s/?#]+[^\s]*$/i, `${label} must be an https:// address`)
    .meta({ title: label, widget: 'link' });

/** An image of the media library or the site's own files: a site path, never another host. */
export const image = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .regex(/^\/(?!\/)[^\s?#]+$/, `${label} must be an image from the media library or a site path`)
    .meta({ title: label, widget: 'image' });

/** HTML written in the rich text editor; the server sanitizes it before storing (`htmlFields`). */
export const html = (label: string, max = 200_000) =>
  text(max, label).meta({ title: label, widget: 'richText' });

/** An anchor other links can point at (`#pricing`): letters, digits and dashes. */
export const anchor = (label = 'Anchor') =>
  z
    .string()
    .max(60, `${label} must be at most 60 characters`)
    .regex(/^(?:[a-z][a-z0-9-]*)?$/, `${label} may contain only lowercase letters, digits and -`)
    .meta({ title: label });

/** A whole number from `min` to `max`: a picture's size in pixels, a frame's height. */
export const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .meta({ title: label });

export const choice = <const Options extends readonly [string, ...string[]]>(
  label: string,
  options: Options,
) =>
  z
    .enum(options, { error: `${label} must be one of ${options.join(', ')}` })
    .meta({ title: label });

export const flag = (label: string) =>
  z.boolean({ error: `${label} must be true or false` }).meta({ title: label });

export const list = <Item extends z.ZodType>(label: string, item: Item, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, `${label} may have at most ${max} items`)
    .meta({ title: label });

export const group = <Shape extends z.ZodRawShape>(label: string, shape: Shape) =>
  z.strictObject(shape).meta({ title: label });

/** A button or text link: its words and where it goes. */
export const action = (label: string) =>
  group(label, { label: line('Button text', 80), href: link('Link') });
