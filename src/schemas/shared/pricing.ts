import type { z } from '../zod';
import { anchor, choice, flag, group, line, list, paragraph } from '../blocks/fields';

/** A metered rate ("Voice", "$0.20 per minute"), or an allowance with no rate ("Unlimited voice"). */
const usageRate = group('Usage', {
  label: line('Usage', 80),
  rate: line('Rate (optional)', 80).optional(),
});

export const planSchema = group('Plan', {
  /** Names the plan in links and tests (`essential`); letters, digits and dashes. */
  id: anchor('Plan id').min(1, 'Plan id is required'),
  name: line('Name', 60),
  summary: paragraph('Summary', 300),
  /** "$99" or "Custom quote". */
  price: line('Price', 40),
  /** "/month" when the price is a monthly amount; empty for a quote. */
  period: line('Period (optional)', 20).optional(),
  /** "$299"; empty for a fee set in a custom quote. */
  setupFee: line('Setup fee (optional)', 40).optional(),
  usage: list('Usage', usageRate, 6),
  features: list('Features', line('Feature', 160), 12),
  /** The two lines the home page's pricing summary shows. */
  summaryFeatures: list('Summary features', line('Feature', 160), 4),
  highlighted: flag('Highlighted as the most popular'),
  /** What its button does: open the sign-up page, or the custom quote form. */
  signUp: choice('Button', ['signup', 'quote']),
});
export type Plan = z.output<typeof planSchema>;

/** The plans and what every plan includes: written once, shown by every pricing block. */
export const pricingSchema = group('Pricing', {
  plans: list('Plans', planSchema, 6).min(1, 'Add at least one plan'),
  includedInAllPlans: list('Included in every plan', line('Item', 160), 12),
});
export type Pricing = z.output<typeof pricingSchema>;
