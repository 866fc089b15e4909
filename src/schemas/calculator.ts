import { z } from './zod';
import { industries, type Industry } from '../calculator/roi';

export const calculatorMessages = {
  industryRequired: 'Please select your primary industry before calculating results.',
} as const;

const number = (label: string, min: number, max?: number) => {
  const base = z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`);
  return max === undefined
    ? base
    : base.max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);
};

/**
 * The calculator form (SPEC §5): an industry is required; every number has its bounds. The spec
 * gives money amounts no maximum; ours keep every result a finite, readable dollar figure.
 */
export const calculatorSchema = z.object({
  industry: z
    .string()
    .refine(
      (value): value is Industry => Object.hasOwn(industries, value),
      calculatorMessages.industryRequired,
    ),
  dailyCalls: number('Daily calls', 1, 100).int('Daily calls must be a whole number'),
  missedCallPercentage: number('Missed calls', 0, 100),
  revenuePerCustomer: number('Revenue per customer', 0, 100_000_000),
  conversionRate: number('Conversion rate', 0, 100).multipleOf(0.1, 'Use steps of 0.1'),
  staffHourlyCost: number('Staff hourly cost', 0, 100_000),
  teamMembersOnCalls: number('Team members', 1, 20).int('Team members must be a whole number'),
});

type CalculatorNumber = Exclude<keyof z.input<typeof calculatorSchema>, 'industry'>;
const numberNames = Object.keys(calculatorSchema.shape).filter(
  (name): name is CalculatorNumber => name !== 'industry',
);

/**
 * The calculator's fields as a form posts them (text), with its numbers read as the browser's
 * form reads them: an empty field is not a number.
 */
export function calculatorInputOf(fields: Partial<Record<string, string>>) {
  const numbers = Object.fromEntries(
    numberNames.map((name) => {
      const text = fields[name]?.trim();
      return [name, text ? Number(text) : Number.NaN];
    }),
  );
  return { industry: fields.industry ?? '', ...numbers } as z.input<typeof calculatorSchema>;
}
