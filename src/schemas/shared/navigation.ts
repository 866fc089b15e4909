import { z } from '../zod';
import { choice, flag, group, line, link, list, paragraph } from '../blocks/fields';

/** What a link says: never empty, or it would be a link with no name. */
const label = (max: number) => line('Label', max).trim().min(1, 'Label is required');

/** A menu entry: its words and where it goes (`/blog`, `/#why-ai`, `{phoneHref}`…). */
const menuLink = group('Link', { label: label(60), href: link('Link') });
export type MenuLink = z.output<typeof menuLink>;

const solution = group('Solution', {
  label: label(60),
  href: link('Link'),
  /** Shown where the solutions are listed as cards ("More ways we help"), not in the menus. */
  description: paragraph('Description', 300),
  inMenu: flag('Listed in the header menu'),
});

/** The icons the footer can draw for a social link. */
export const socialIcons = ['linkedin', 'facebook', 'youtube'] as const;
export type SocialIcon = (typeof socialIcons)[number];

const socialLink = group('Social link', {
  icon: choice('Icon', socialIcons),
  /** What a screen reader says: "Ava Automation on LinkedIn". */
  label: label(80),
  href: link('Link'),
});

/** How many entries each list may hold (the admin's Add buttons stop there). */
export const navigationLimits = {
  headerLinks: 10,
  solutions: 8,
  quickLinks: 16,
  contact: 6,
  social: 8,
  legal: 6,
} as const;

/**
 * The site's menus, written once and shown on every public page: the header (with its Solutions
 * menu) and the footer. The header's Book a Call and Contact Us buttons open dialogs: behaviour,
 * not links, so they are not here. Text may name site facts (`{siteName} on LinkedIn`), and a
 * link may be one (`{phoneHref}`), so what an admin saves in the settings shows here too.
 */
export const navigationSchema = group('Navigation', {
  header: group('Header menu', {
    links: list('Menu links', menuLink, navigationLimits.headerLinks),
    signIn: group('Sign-in link', { label: label(40), href: link('Link') }),
  }),
  solutions: group('Solutions menu', {
    label: line('Menu label', 40).trim().min(1, 'Menu label is required'),
    /** How many of the header's links come before the menu (1: after Home). */
    position: z
      .int({ error: 'Position must be a whole number' })
      .min(0, 'Position must be 0 or more')
      .max(navigationLimits.headerLinks, `Position must be at most ${navigationLimits.headerLinks}`)
      .meta({ title: 'Shown after this many menu links' }),
    items: list('Solutions', solution, navigationLimits.solutions),
  }),
  footer: group('Footer', {
    quickLinks: list('Quick links', menuLink, navigationLimits.quickLinks),
    contact: list('Contact lines', menuLink, navigationLimits.contact),
    social: list('Social links', socialLink, navigationLimits.social),
    legal: list('Legal links', menuLink, navigationLimits.legal),
  }),
});
export type Navigation = z.output<typeof navigationSchema>;

/**
 * The navigation as a page shows it: site facts filled in, and the Solutions menu's items only,
 * without their descriptions (the browser receives this with every page).
 */
export interface ShownNavigation {
  header: { links: MenuLink[]; signIn: MenuLink };
  solutions: { label: string; position: number; links: MenuLink[] };
  footer: {
    quickLinks: MenuLink[];
    contact: MenuLink[];
    social: Array<MenuLink & { icon: SocialIcon }>;
    legal: MenuLink[];
  };
}
