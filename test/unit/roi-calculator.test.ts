import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  calculatorDefaults,
  costSavings,
  formatUsd,
  hoursReclaimed,
  industries,
  potentialRevenue,
  roi,
} from '#src/calculator/roi';
import { calculatorMessages, calculatorSchema } from '#src/schemas/calculator';

const defaults = { ...calculatorDefaults };

describe('ROI calculator arithmetic (SPEC §9, worked by hand)', () => {
  it('computes the defaults: 20 calls, 30% missed, $500, 4%, $25/h, 3 people', () => {
    // 20 × 0.30 × 260 × 500 × 0.04 = 31,200
    expect(potentialRevenue(defaults)).toBeCloseTo(31_200, 6);
    // 3 × 1.5 × 260 × 25 = 29,250
    expect(costSavings(defaults)).toBe(29_250);
    // 3 × 1.5 × 5 = 22.5 a week; × 52 = 1,170 a year
    expect(hoursReclaimed(3)).toEqual({ weekly: 22.5, yearly: 1_170 });
    // (31,200 + 29,250 − 15,000) / 15,000 × 100 = 303
    expect(roi(defaults)).toBe(303);
  });

  it('uses the real estate default conversion rate of 2.5%', () => {
    const inputs = { ...defaults, conversionRate: industries.real_estate.defaultConversionRate };
    // 20 × 0.30 × 260 × 500 × 0.025 = 19,500; (19,500 + 29,250 − 15,000) / 150 = 225
    expect(calculateRoi(inputs)).toEqual({
      potentialRevenue: 19_500,
      costSavings: 29_250,
      hoursReclaimed: { weekly: 22.5, yearly: 1_170 },
      roi: 225,
    });
  });

  it('knows the default conversion rates of every industry', () => {
    expect(industries.real_estate.defaultConversionRate).toBe(2.5);
    expect(industries.home_services.defaultConversionRate).toBe(6);
    expect(industries.professional_services.defaultConversionRate).toBe(4.6);
  });

  it('rounds the return and can go negative when the gain is below the plan cost', () => {
    const small = {
      ...defaults,
      dailyCalls: 1,
      missedCallPercentage: 10,
      teamMembersOnCalls: 1,
      staffHourlyCost: 10,
    };
    // revenue 1 × 0.1 × 260 × 500 × 0.04 = 520; savings 1 × 1.5 × 260 × 10 = 3,900
    // (520 + 3,900 − 15,000) / 15,000 × 100 = −70.53… → −71
    expect(roi(small)).toBe(-71);
  });

  it('formats US dollars without decimals', () => {
    expect(formatUsd(31_200)).toBe('$31,200');
    expect(formatUsd(1_234_567.89)).toBe('$1,234,568');
    expect(formatUsd(0)).toBe('$0');
  });
});

describe('calculator form validation (SPEC §5)', () => {
  const valid = { ...defaults, industry: 'home_services' };

  it('requires a real industry with the spec message', () => {
    for (const industry of ['', ' ', 'plumbing', 'toString', '__proto__']) {
      const result = calculatorSchema.safeParse({ ...valid, industry });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(calculatorMessages.industryRequired);
    }
    expect(calculatorSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['dailyCalls', 0],
    ['dailyCalls', 101],
    ['missedCallPercentage', -1],
    ['missedCallPercentage', 101],
    ['revenuePerCustomer', -1],
    ['conversionRate', 100.1],
    ['conversionRate', 4.25],
    ['staffHourlyCost', -0.01],
    ['staffHourlyCost', 1e308],
    ['revenuePerCustomer', 1e308],
    ['teamMembersOnCalls', 0],
    ['teamMembersOnCalls', 21],
  ])('refuses %s = %s', (field, value) => {
    expect(calculatorSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('accepts the bounds themselves and steps of 0.1', () => {
    const edges = {
      ...valid,
      dailyCalls: 100,
      missedCallPercentage: 0,
      conversionRate: 4.6,
      teamMembersOnCalls: 20,
    };
    expect(calculatorSchema.safeParse(edges).success).toBe(true);
    expect(calculatorSchema.safeParse({ ...valid, conversionRate: 0.3 }).success).toBe(true);
  });
});
