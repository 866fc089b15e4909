/** The four solution pages: the home page's cards, the pages' cross-links and the HTML sitemap. */
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
