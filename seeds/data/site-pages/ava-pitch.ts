import type { featureGridBlock } from '#src/schemas/blocks/feature-grid';
import type { showcaseBlock } from '#src/schemas/blocks/showcase';
import type { testimonialsBlock } from '#src/schemas/blocks/testimonials';
import type { z } from '#src/schemas/zod';
import type { SitePageSeed } from './types';

type Cards = z.input<typeof featureGridBlock.schema>['items'];
type Showcase = z.input<typeof showcaseBlock.schema>;
type Testimonial = z.input<typeof testimonialsBlock.schema>['items'][number];

/*
 * The case for Ava that both landing pages make (/landing and /funnel), each in its own words
 * around the same problems, solution, features and clients' quotes. Installed once on each page;
 * from then on each page's copy is staff's to change.
 */

const problems: Cards = [
  {
    icon: 'phone',
    title: 'Missed calls, missed revenue',
    description:
      'Every call that goes to voicemail is a customer who dials your competitor next. Most of them never leave a message.',
  },
  {
    icon: 'document',
    title: 'Buried in admin',
    description:
      'You and your team lose hours every week answering the same questions, returning calls and juggling the calendar instead of doing paid work.',
  },
  {
    icon: 'users',
    title: 'Inconsistent service',
    description:
      'Callers get a different experience depending on who picks up, how busy the day is and what time they call.',
  },
  {
    icon: 'chart',
    title: 'Struggling to compete',
    description:
      'Bigger companies answer every call and follow up within minutes. Without a full-time front desk, it is hard to keep up.',
  },
];

const solutionPoints: Showcase['points'] = [
  'Answers every call on the first ring, 24/7, including nights, weekends and holidays',
  'Captures each caller’s details and texts you a summary within moments',
  'Books appointments straight into your calendar',
  'Sends urgent calls to you or your on-call staff right away',
  'Costs 90% less than human staff',
];

const features: Cards = [
  {
    icon: 'phone',
    title: 'AI voice receptionist',
    description:
      'A natural, friendly voice that greets callers with your business name and handles several calls at once.',
  },
  {
    icon: 'calendar',
    title: 'Appointment booking',
    description:
      'Ava checks your live availability, books and reschedules appointments and sends confirmations.',
  },
  {
    icon: 'inbox',
    title: 'Lead capture and call summaries',
    description:
      'Name, number, the reason for the call and your qualifying questions, summarized and sent to you by text and email.',
  },
  {
    icon: 'chat',
    title: 'Website chat assistant',
    description:
      'The same knowledge on your website: visitors get answers and book appointments without picking up the phone.',
  },
  {
    icon: 'star',
    title: 'Review responses',
    description:
      'Every new online review gets a thoughtful, on-brand reply drafted for you, so no customer feels ignored.',
  },
  {
    icon: 'shield',
    title: 'Secure by design',
    description:
      'Call recordings and transcripts are encrypted in transit and at rest, and you control who on your team can see them.',
  },
];

/** Ava's dashboard on a good day: the picture in both landing pages' heroes. */
export const dashboardImage: Showcase['image'] = {
  src: '/images/pages/ava-dashboard.svg',
  alt: 'Ava’s dashboard for today: 47 calls answered, 12 appointments booked, 0 missed calls',
  width: 640,
  height: 480,
};

/** Missed calls without Ava, answered ones with her: the picture beside the solution. */
const missedCallImage: Showcase['image'] = {
  src: '/images/pages/missed-call.svg',
  alt: 'Without Ava, three missed calls and customers lost; with Ava, three calls answered, two booked and one lead captured',
  width: 640,
  height: 480,
};

/** Quotes from (fictional) clients, one per audience the site speaks to. */
export const testimonials = {
  realEstate: {
    quote:
      'Open-house weekends used to bury us in voicemails. Now Ava answers every buyer call, asks the right qualifying questions and books showings straight into our calendar. We picked up three listings in the first month from calls we would have missed.',
    name: 'Dana Whitfield',
    title: 'Broker-Owner',
    company: 'Prairie Gate Realty',
  },
  homeServices: {
    quote:
      'In July our phones ring nonstop and my techs are on roofs, not at a desk. Ava takes the call, gets the address and the problem, and books the visit. Emergency calls reach my on-call tech in seconds instead of sitting in voicemail.',
    name: 'Marcus Reyes',
    title: 'Owner',
    company: 'Reyes Heating & Air',
  },
  professional: {
    quote:
      'Clients expect a person to pick up, and Ava does it with better manners than most. Intake questions are asked the same way every time, conflicts get flagged, and consultations land on the right attorney’s calendar.',
    name: 'Priya Natarajan',
    title: 'Managing Partner',
    company: 'Natarajan & Cole Law',
  },
} satisfies Record<string, Testimonial>;

type Block = SitePageSeed['blocks'][number];

/** What each landing page says in its own words around the shared case for Ava. */
interface PitchWording {
  problems: { eyebrow: string; title: string };
  solution: { title: string; text: string };
  featuresTitle: string;
  testimonialsTitle: string;
}

/** The middle of both landing pages, in the order SPEC gives: problems, solution, features, testimonials. */
export function pitchBlocks(wording: PitchWording, quotes: Testimonial[]): Block[] {
  return [
    {
      id: 'problems',
      type: 'featureGrid',
      data: {
        anchor: 'problems',
        ...wording.problems,
        tone: 'tinted',
        cardTone: 'problem',
        items: problems,
      },
    },
    {
      id: 'solution',
      type: 'showcase',
      data: {
        anchor: 'solution',
        eyebrow: 'The solution',
        ...wording.solution,
        points: solutionPoints,
        image: missedCallImage,
      },
    },
    {
      id: 'features',
      type: 'featureGrid',
      data: {
        anchor: 'features',
        eyebrow: 'Features',
        title: wording.featuresTitle,
        tone: 'brand',
        items: features,
      },
    },
    {
      id: 'testimonials',
      type: 'testimonials',
      data: {
        anchor: 'testimonials',
        eyebrow: 'Testimonials',
        title: wording.testimonialsTitle,
        items: quotes,
      },
    },
  ];
}
