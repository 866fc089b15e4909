import type { Navigation } from '#src/schemas/shared/navigation';

/**
 * The header and footer menus as SPEC §2 gives them, until staff change them. The contact lines,
 * the social links and the sign-in link name site facts, so they follow the settings.
 */
export const navigation: Navigation = {
  header: {
    links: [
      { label: 'Home', href: '/' },
      { label: 'Why AI?', href: '/#why-ai' },
      { label: 'Who We Help', href: '/#industries' },
      { label: 'Results', href: '/#results' },
      { label: 'Partners', href: '/#partners' },
      { label: 'Blog', href: '/blog' },
    ],
    signIn: { label: 'Sign In', href: '{signInHref}' },
  },
  solutions: {
    label: 'Solutions',
    position: 1,
    items: [
      {
        label: 'AI Voice Receptionists',
        href: '/solutions/ai-voice-receptionists',
        description: 'Ava answers every call 24/7, captures leads and books appointments.',
        inMenu: true,
      },
      {
        label: 'AI Business Operations',
        href: '/solutions/ai-business-operations',
        description: 'Automate quotes, follow-ups, invoices and the busywork between your tools.',
        inMenu: true,
      },
      {
        label: 'AI Consulting',
        href: '/solutions/ai-consulting',
        description: 'A practical AI roadmap for your business, built with you and delivered.',
        inMenu: true,
      },
      {
        label: 'AI Readiness Consulting',
        href: '/solutions/ai-readiness-consulting',
        description: 'Find out where AI will pay off first, and what to fix before you start.',
        // Linked from the other solution pages, not from the menus.
        inMenu: false,
      },
    ],
  },
  footer: {
    quickLinks: [
      { label: 'Home', href: '/' },
      { label: 'Why AI?', href: '/#why-ai' },
      { label: 'Solutions', href: '/#solutions' },
      { label: 'Meet Ava', href: '/#meet-ava' },
      { label: 'Who We Help', href: '/#industries' },
      { label: 'Results', href: '/#results' },
      { label: 'Book a Call', href: '/#booking' },
    ],
    contact: [
      { label: '{phone}', href: '{phoneHref}' },
      { label: '{email}', href: '{emailHref}' },
      { label: '{address}', href: '{mapHref}' },
    ],
    social: [
      { icon: 'linkedin', label: '{siteName} on LinkedIn', href: '{linkedinHref}' },
      { icon: 'facebook', label: '{siteName} on Facebook', href: '{facebookHref}' },
      { icon: 'youtube', label: '{siteName} on YouTube', href: '{youtubeHref}' },
    ],
    legal: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Sitemap', href: '/sitemap.html' },
    ],
  },
};
