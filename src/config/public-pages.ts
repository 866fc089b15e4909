/** A public page that exists whatever the content (the HTML sitemap lists these, SEO overrides target them). */
export interface PublicPageLink {
  title: string;
  href: string;
}

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
    links: [
      { title: 'AI Voice Receptionists', href: '/solutions/ai-voice-receptionists' },
      { title: 'AI Business Operations', href: '/solutions/ai-business-operations' },
      { title: 'AI Consulting', href: '/solutions/ai-consulting' },
      { title: 'AI Readiness Consulting', href: '/solutions/ai-readiness-consulting' },
    ],
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
