import type { SitePageSeed } from './types';

interface SolutionClosing {
  pricing: { title: string; text: string };
  questions: { question: string; answer: string }[];
  getStarted: { title: string; text: string };
}

/**
 * How every solution page ends, in the same order: a pointer to the plans, its own questions, the
 * other solutions and a call to action. Each page has its own words; the frame is the same.
 */
export function solutionClosing({
  pricing,
  questions,
  getStarted,
}: SolutionClosing): SitePageSeed['blocks'] {
  return [
    {
      id: 'pricing',
      type: 'pricingPointer',
      data: {
        anchor: 'pricing',
        ...pricing,
        link: { label: 'Compare plans', href: '/landing#pricing' },
      },
    },
    {
      id: 'faq',
      type: 'faq',
      data: {
        anchor: 'faq',
        eyebrow: 'FAQ',
        title: 'Frequently asked questions',
        tone: 'tinted',
        centered: true,
        items: questions,
      },
    },
    {
      id: 'more-solutions',
      type: 'moreSolutions',
      data: { anchor: 'more-solutions', title: 'More ways we help' },
    },
    {
      id: 'get-started',
      type: 'ctaBand',
      data: {
        anchor: 'get-started',
        ...getStarted,
        buttons: [
          { label: 'Talk to Our Team', href: '/contact', style: 'primary' },
          { label: 'See Plans and Pricing', href: '/landing#pricing', style: 'secondary' },
        ],
      },
    },
  ];
}
