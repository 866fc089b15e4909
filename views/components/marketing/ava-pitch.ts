import type { Feature } from './feature-grid';

/** The case for Ava, shared by the long and the short landing page so they never disagree. */
export const problems = [
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
] as const satisfies readonly Feature[];

export const solutionPoints = [
  'Answers every call on the first ring, 24/7, including nights, weekends and holidays',
  'Captures each caller’s details and texts you a summary within moments',
  'Books appointments straight into your calendar',
  'Sends urgent calls to you or your on-call staff right away',
  'Costs 90% less than human staff',
] as const;

export const features = [
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
] as const satisfies readonly Feature[];

/** Ava's dashboard on a good day: the picture in both landing pages' heroes. */
export const dashboardImage = {
  src: '/images/pages/ava-dashboard.svg',
  alt: 'Ava’s dashboard for today: 47 calls answered, 12 appointments booked, 0 missed calls',
  width: 640,
  height: 480,
};

/** Missed calls without Ava, answered ones with her: the picture beside the solution. */
export const missedCallImage = {
  src: '/images/pages/missed-call.svg',
  alt: 'Without Ava, three missed calls and customers lost; with Ava, three calls answered, two booked and one lead captured',
  width: 640,
  height: 480,
};
