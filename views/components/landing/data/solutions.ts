import { solutionPages } from '#src/config/public-pages';

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

const [voicePage, operationsPage, consultingPage] = solutionPages;

export const solutionCards: SolutionCard[] = [
  {
    id: 'voice',
    title: voicePage.title,
    shortTitle: 'Ava',
    description:
      'Ava answers every call 24/7, captures every lead and books appointments, for up to 90% less than front-desk staff.',
    color: 'brand',
    linkText: 'Learn About Ava',
    linkHref: voicePage.href,
    bullets: [
      'Picks up in seconds, day or night',
      'Qualifies callers and captures their details',
      'Books appointments straight into your calendar',
      'Sends call summaries to your team',
    ],
  },
  {
    id: 'operations',
    title: operationsPage.title,
    shortTitle: 'Workflows',
    description:
      'Automate the follow-ups, reminders, review replies and data entry that eat into your week.',
    color: 'teal',
    linkText: 'Explore Workflow Solutions',
    linkHref: operationsPage.href,
    bullets: [
      'Instant follow-up on every new lead',
      'Appointment reminders that cut no-shows',
      'Review requests and drafted responses',
      'CRM updates without manual typing',
    ],
  },
  {
    id: 'consulting',
    title: consultingPage.title,
    shortTitle: 'Strategy',
    description:
      'A practical plan for where AI pays off in your business, and hands-on help putting it to work.',
    color: 'violet',
    linkText: 'Get Strategic Guidance',
    linkHref: consultingPage.href,
    bullets: [
      'AI readiness review of your operations',
      'A prioritised roadmap with expected returns',
      'Training and support for your team',
      'Regular check-ins as your needs grow',
    ],
  },
];
