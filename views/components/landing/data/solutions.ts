export type SolutionColor = 'brand' | 'teal' | 'violet';

/** A solution card (SPEC §3). */
export interface SolutionCard {
  id: string;
  title: string;
  shortTitle: string;
  description: string;
  color: SolutionColor;
  linkText: string;
  linkHref: string;
  bullets: string[];
}

export const solutionCards: SolutionCard[] = [
  {
    id: 'voice',
    title: 'AI Voice Receptionists',
    shortTitle: 'Ava',
    description:
      'Ava answers every call 24/7, captures every lead and books appointments, for up to 90% less than front-desk staff.',
    color: 'brand',
    linkText: 'Learn About Ava',
    linkHref: '/solutions/ai-voice-receptionists',
    bullets: [
      'Picks up in seconds, day or night',
      'Qualifies callers and captures their details',
      'Books appointments straight into your calendar',
      'Sends call summaries to your team',
    ],
  },
  {
    id: 'operations',
    title: 'AI Business Operations',
    shortTitle: 'Workflows',
    description:
      'Automate the follow-ups, reminders, review replies and data entry that eat into your week.',
    color: 'teal',
    linkText: 'Explore Workflow Solutions',
    linkHref: '/solutions/ai-business-operations',
    bullets: [
      'Instant follow-up on every new lead',
      'Appointment reminders that cut no-shows',
      'Review requests and drafted responses',
      'CRM updates without manual typing',
    ],
  },
  {
    id: 'consulting',
    title: 'AI Consulting',
    shortTitle: 'Strategy',
    description:
      'A practical plan for where AI pays off in your business, and hands-on help putting it to work.',
    color: 'violet',
    linkText: 'Get Strategic Guidance',
    linkHref: '/solutions/ai-consulting',
    bullets: [
      'AI readiness review of your operations',
      'A prioritised roadmap with expected returns',
      'Training and support for your team',
      'Regular check-ins as your needs grow',
    ],
  },
];
