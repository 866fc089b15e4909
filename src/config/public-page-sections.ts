import { solutionPages } from './public-pages';

/** A public page that exists whatever the content (the HTML sitemap lists these, SEO overrides target them). */
export interface PublicPageLink {
  title: string;
  href: string;
}

/**
 * The fixed public pages by section. Kept apart from `solutionPages`, which the pages bundle,
 * so the browser does not load the sitemap's list with every page.
 */
export const publicPageSections: ReadonlyArray<{ title: string; links: PublicPageLink[] }> = [
  {
    title: 'Pages',
    links: [
      { title: 'Home', href: '/' },
      { title: 'Pricing and plans', href: '/landing' },
      { title: 'Try Ava AI Essential', href: '/funnel' },
      { title: 'Contact us', href: '/contact' },
      { title: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Solutions',
    links: [...solutionPages.map(({ title, href }) => ({ title, href }))],
  },
  {
    title: 'Legal',
    links: [
      { title: 'Privacy Policy', href: '/privacy-policy' },
      { title: 'Terms of Service', href: '/terms-of-service' },
      { title: 'Terms and Conditions', href: '/terms-and-conditions' },
    ],
  },
];
