/** A public page that exists whatever the content (the HTML sitemap lists these, SEO overrides target them). */
export interface PublicPageLink {
  title: string;
  href: string;
}

/** The four solution pages: the menus, the home page's cards and the pages' cross-links. */
export const solutionPages = [
  {
    href: '/solutions/ai-voice-receptionists',
    title: 'AI Voice Receptionists',
    description: 'Ava answers every call 24/7, captures leads and books appointments.',
  },
  {
    href: '/solutions/ai-business-operations',
    title: 'AI Business Operations',
    description: 'Automate quotes, follow-ups, invoices and the busywork between your tools.',
  },
  {
    href: '/solutions/ai-consulting',
    title: 'AI Consulting',
    description: 'A practical AI roadmap for your business, built with you and delivered.',
  },
  {
    href: '/solutions/ai-readiness-consulting',
    title: 'AI Readiness Consulting',
    description: 'Find out where AI will pay off first, and what to fix before you start.',
  },
] as const;

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
