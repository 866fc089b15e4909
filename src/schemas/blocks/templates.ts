import type { z } from '../zod';
import type { blockSchema } from './catalog';

/** A starting point for a new page: its blocks, with the ids the builder gives them. */
export interface PageTemplate {
  id: string;
  label: string;
  description: string;
  blocks: z.input<typeof blockSchema>[];
}

/** What "New page" offers. */
export const pageTemplates: readonly PageTemplate[] = [
  {
    id: 'blank',
    label: 'Blank page',
    description: 'No blocks: add them from the catalog.',
    blocks: [],
  },
  {
    id: 'campaign',
    label: 'Campaign landing',
    description: 'A hero, the benefits, a client’s quote and a lead form named after the campaign.',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          eyebrow: 'Limited-time offer',
          title: 'Never miss another customer call',
          lead: 'Ava, your AI receptionist, answers every call 24/7, captures every lead and books appointments while you work.',
          buttons: [{ label: 'Claim the Offer', href: '#get-the-offer', style: 'primary' }],
        },
      },
      {
        id: 'benefits',
        type: 'featureGrid',
        data: {
          anchor: 'benefits',
          eyebrow: 'Why Ava',
          title: 'What you get',
          tone: 'tinted',
          items: [
            {
              icon: 'phone',
              title: 'Every call answered',
              description: 'Day and night, on the first ring, with your business name.',
            },
            {
              icon: 'calendar',
              title: 'Appointments booked',
              description: 'Straight into your calendar, with a confirmation to the caller.',
            },
            {
              icon: 'inbox',
              title: 'Every lead captured',
              description: 'Name, number and reason for the call, sent to you within moments.',
            },
          ],
        },
      },
      {
        id: 'testimonial',
        type: 'testimonials',
        data: {
          anchor: 'testimonials',
          eyebrow: 'Testimonials',
          title: 'Business owners who stopped missing calls',
          items: [
            {
              quote:
                'Ava takes the call, gets the address and the problem, and books the visit. Emergency calls reach my on-call tech in seconds.',
              name: 'Marcus Reyes',
              title: 'Owner',
              company: 'Reyes Heating & Air',
            },
          ],
        },
      },
      {
        id: 'lead-form',
        type: 'leadForm',
        data: {
          anchor: 'get-the-offer',
          kind: 'contact',
          campaign: 'Campaign name',
          title: 'Get the offer',
          intro:
            'Tell us a little about your business and we will get back to you within one business day.',
          contactDetails: true,
          formTitle: 'Send us a message',
        },
      },
    ],
  },
  {
    id: 'solution',
    label: 'Solution page',
    description:
      'A solution’s hero, what it does, how it works, who it is for, pricing, questions, the other solutions and a call to action.',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          eyebrow: 'A new solution',
          title: 'What this solution does for your business, in one line',
          lead: 'Two or three sentences on the problem it solves, for whom, and what changes once it is in place.',
          buttons: [
            { label: 'Talk to Our Team →', href: '/contact', style: 'primary' },
            { label: 'See How It Works', href: '#how-it-works', style: 'secondary' },
          ],
        },
      },
      {
        id: 'what-it-does',
        type: 'featureGrid',
        data: {
          anchor: 'what-it-does',
          eyebrow: 'What it does',
          title: 'Everything it takes off your plate',
          items: [
            {
              icon: 'flow',
              title: 'First capability',
              description: 'What it does, in a sentence.',
            },
            {
              icon: 'clock',
              title: 'Second capability',
              description: 'What it does, in a sentence.',
            },
            {
              icon: 'chart',
              title: 'Third capability',
              description: 'What it does, in a sentence.',
            },
          ],
        },
      },
      {
        id: 'how-it-works',
        type: 'steps',
        data: {
          anchor: 'how-it-works',
          eyebrow: 'How it works',
          title: 'Live in days, not months',
          tone: 'tinted',
          items: [
            { title: 'Strategy call', description: 'We learn how your business works today.' },
            { title: 'We build it', description: 'Our team sets it up with your tools.' },
            { title: 'You review', description: 'Nothing goes live before you approve it.' },
            { title: 'We refine', description: 'We tune it as your business changes.' },
          ],
        },
      },
      {
        id: 'who-its-for',
        type: 'industryDetails',
        data: {
          anchor: 'who-its-for',
          eyebrow: "Who it's for",
          title: 'Built for the businesses we know best',
          tone: 'brand',
          exampleLabel: 'A typical day',
          items: [
            {
              anchor: 'real-estate',
              icon: 'home',
              name: 'Real estate',
              title: 'What it changes for agents and brokerages',
              description: 'A sentence or two for this audience.',
              points: ['A first benefit', 'A second benefit'],
              example: 'A moment in an agent’s day when it makes the difference.',
            },
            {
              anchor: 'home-services',
              icon: 'wrench',
              name: 'Home services',
              title: 'What it changes for contractors and technicians',
              description: 'A sentence or two for this audience.',
              points: ['A first benefit', 'A second benefit'],
              example: 'A moment in a contractor’s day when it makes the difference.',
            },
            {
              anchor: 'professional',
              icon: 'briefcase',
              name: 'Professional services',
              title: 'What it changes for firms and practices',
              description: 'A sentence or two for this audience.',
              points: ['A first benefit', 'A second benefit'],
              example: 'A moment in a firm’s day when it makes the difference.',
            },
          ],
        },
      },
      ...solutionClosing({
        pricing: {
          title: 'Plans from $99 per month',
          text: 'Every plan includes done-for-you setup, no long-term contract and a 30-day satisfaction guarantee.',
        },
        questions: [
          {
            question: 'How long does setup take?',
            answer: 'Most businesses are live within a week.',
          },
          {
            question: 'Is there a long-term contract?',
            answer: 'No. Every plan is month to month with a 30-day satisfaction guarantee.',
          },
        ],
        getStarted: {
          title: 'See what it would do for your business',
          text: 'Talk to our team and we will show you how it fits the way you work.',
        },
      }),
    ],
  },
];

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
}: SolutionClosing): PageTemplate['blocks'] {
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
