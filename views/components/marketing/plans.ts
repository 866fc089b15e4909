/** The marketing plans and their numbers exactly as SPEC §9 gives them. */
export interface Plan {
  id: 'essential' | 'professional' | 'premium';
  name: string;
  summary: string;
  /** "$99" or "Custom quote". */
  price: string;
  /** "/month" when the price is a monthly amount. */
  period: string | null;
  setupFee: string;
  usage: readonly string[];
  features: readonly string[];
  highlighted: boolean;
}

export const plans = [
  {
    id: 'essential',
    name: 'Essential',
    summary: 'Ava answers every call, chat and review, and you pay only for what you use.',
    price: '$99',
    period: '/month',
    setupFee: '$299 one-time setup fee',
    usage: [
      'Voice: $0.20 per minute',
      'Conversation: $0.03 per message',
      'Reviews: $0.12 per response',
    ],
    features: [
      'Ava, your AI voice receptionist, 24/7',
      'Lead capture with call summaries by text and email',
      'Appointment booking into your calendar',
      'Website chat assistant',
      'Review-response assistant',
    ],
    highlighted: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    summary: 'For busy teams: unlimited usage and call flows tailored to how you work.',
    price: '$199',
    period: '/month',
    setupFee: '$299 one-time setup fee',
    usage: ['Unlimited voice', 'Unlimited conversation', 'Unlimited reviews'],
    features: [
      'Everything in Essential',
      'Custom call flows for each service or location',
      'Warm transfers to your team for urgent calls',
      'CRM and calendar integrations',
      'Priority support',
    ],
    highlighted: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    summary: 'For multi-location and high-volume businesses that want automation end to end.',
    price: 'Custom quote',
    period: null,
    setupFee: 'Custom setup fee',
    usage: ['Custom voice allocation', 'Unlimited conversation', 'Unlimited reviews'],
    features: [
      'Everything in Professional',
      'Workflow automation across your tools',
      'AI strategy sessions with our consultants',
      'A dedicated success manager',
    ],
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

export const essential = plans[0];
