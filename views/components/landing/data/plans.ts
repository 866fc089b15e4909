/** A marketing plan (SPEC §3) with the numbers of SPEC §9. */
export interface Plan {
  name: string;
  monthlyPrice: string;
  setupFee: string;
  usage: string[];
  features: string[];
  highlighted?: boolean;
}

export const plans: Plan[] = [
  {
    name: 'Essential',
    monthlyPrice: '$99/month',
    setupFee: '$299 one-time setup',
    usage: ['Voice $0.20 per minute', 'Conversation $0.03 per message', 'Reviews $0.12 per response'],
    features: ['Ava answers every call 24/7', 'Lead capture and appointment booking'],
  },
  {
    name: 'Professional',
    monthlyPrice: '$199/month',
    setupFee: '$299 one-time setup',
    usage: ['Unlimited voice', 'Unlimited conversation', 'Unlimited reviews'],
    features: ['Everything in Essential', 'Workflow automations for follow-up'],
    highlighted: true,
  },
  {
    name: 'Premium',
    monthlyPrice: 'Custom quote',
    setupFee: 'Custom setup fee',
    usage: ['Custom voice allocation', 'Unlimited conversation', 'Unlimited reviews'],
    features: ['Everything in Professional', 'Strategy and integration support'],
  },
];

export const planPromises = [
  '30-day satisfaction guarantee',
  'No long-term contracts',
  'Cancel anytime',
];
