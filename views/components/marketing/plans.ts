/** The marketing plans and their numbers exactly as SPEC §9 gives them. */
export interface Plan {
  id: 'essential' | 'professional' | 'premium';
  name: string;
  summary: string;
  /** "$99" or "Custom quote". */
  price: string;
  /** "/month" when the price is a monthly amount. */
  period: string | null;
  /** "$299", or null for a fee set in a custom quote. */
  setupFee: string | null;
  usage: readonly UsageRate[];
  features: readonly string[];
  /** The two lines the home page's pricing summary shows. */
  summaryFeatures: readonly string[];
  highlighted: boolean;
}

/** A metered rate ("Voice", "$0.20 per minute"), or an allowance with no rate ("Unlimited voice"). */
interface UsageRate {
  label: string;
  rate?: string;
}

export { setupFeeText, usageText } from './plan-text';

export const plans = [
  {
    id: 'essential',
    name: 'Essential',
    summary: 'Ava answers every call, chat and review, and you pay only for what you use.',
    price: '$99',
    period: '/month',
    setupFee: '$299',
    usage: [
      { label: 'Voice', rate: '$0.20 per minute' },
      { label: 'Conversation', rate: '$0.03 per message' },
      { label: 'Reviews', rate: '$0.12 per response' },
    ],
    features: [
      'Ava, your AI voice receptionist, 24/7',
      'Lead capture with call summaries by text and email',
      'Appointment booking into your calendar',
      'Website chat assistant',
      'Review-response assistant',
    ],
    summaryFeatures: ['Ava answers every call 24/7', 'Lead capture and appointment booking'],
    highlighted: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    summary: 'For busy teams: unlimited usage and call flows tailored to how you work.',
    price: '$199',
    period: '/month',
    setupFee: '$299',
    usage: [
      { label: 'Unlimited voice' },
      { label: 'Unlimited conversation' },
      { label: 'Unlimited reviews' },
    ],
    features: [
      'Everything in Essential',
      'Custom call flows for each service or location',
      'Warm transfers to your team for urgent calls',
      'CRM and calendar integrations',
      'Priority support',
    ],
    summaryFeatures: ['Everything in Essential', 'Workflow automations for follow-up'],
    highlighted: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    summary: 'For multi-location and high-volume businesses that want automation end to end.',
    price: 'Custom quote',
    period: null,
    setupFee: null,
    usage: [
      { label: 'Custom voice allocation' },
      { label: 'Unlimited conversation' },
      { label: 'Unlimited reviews' },
    ],
    features: [
      'Everything in Professional',
      'Workflow automation across your tools',
      'AI strategy sessions with our consultants',
      'A dedicated success manager',
    ],
    summaryFeatures: ['Everything in Professional', 'Strategy and integration support'],
    highlighted: false,
  },
] as const satisfies readonly Plan[];

/** What every plan comes with (SPEC §9 and the Terms and Conditions). */
export const includedInAllPlans = [
  '30-day satisfaction guarantee',
  'No long-term contracts',
  'Cancel anytime',
  'Done-for-you setup and call-flow design',
  'Answering 24/7, including nights, weekends and holidays',
  'Call recordings, transcripts and summaries',
  'Encryption in transit (TLS) and at rest (AES-256)',
] as const;
