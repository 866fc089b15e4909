/**
 * The ROI calculator's arithmetic (SPEC §9). Pure and shared: the landing page's form and the
 * tests use the same functions.
 */

export const industries = {
  real_estate: { label: 'Real Estate', defaultConversionRate: 2.5 },
  home_services: { label: 'Home Services', defaultConversionRate: 6 },
  professional_services: { label: 'Professional Services', defaultConversionRate: 4.6 },
} as const;

export type Industry = keyof typeof industries;

export const calculatorDefaults = {
  industry: '' as Industry | '',
  dailyCalls: 20,
  missedCallPercentage: 30,
  revenuePerCustomer: 500,
  conversionRate: 4,
  staffHourlyCost: 25,
  teamMembersOnCalls: 3,
};

/** Working days in a year (52 weeks of 5 days). */
export const workingDaysPerYear = 260;
/** Time each team member spends on the phone per working day, in hours. */
export const phoneHoursPerPersonPerDay = 1.5;
export const workingDaysPerWeek = 5;
export const weeksPerYear = 52;
/** What the service costs in a year, the investment the return is measured against. */
export const annualPlanCost = 15_000;

export interface CalculatorInputs {
  dailyCalls: number;
  missedCallPercentage: number;
  revenuePerCustomer: number;
  conversionRate: number;
  staffHourlyCost: number;
  teamMembersOnCalls: number;
}

/** Revenue from calls that are missed today and would be answered and converted. */
export function potentialRevenue(inputs: CalculatorInputs): number {
  return (
    inputs.dailyCalls *
    (inputs.missedCallPercentage / 100) *
    workingDaysPerYear *
    inputs.revenuePerCustomer *
    (inputs.conversionRate / 100)
  );
}

/** Staff time on the phone, priced at the hourly cost, over a year. */
export function costSavings(
  inputs: Pick<CalculatorInputs, 'teamMembersOnCalls' | 'staffHourlyCost'>,
): number {
  return (
    inputs.teamMembersOnCalls *
    phoneHoursPerPersonPerDay *
    workingDaysPerYear *
    inputs.staffHourlyCost
  );
}

export function hoursReclaimed(teamMembersOnCalls: number): { weekly: number; yearly: number } {
  const weekly = teamMembersOnCalls * phoneHoursPerPersonPerDay * workingDaysPerWeek;
  return { weekly, yearly: weekly * weeksPerYear };
}

/** Return on the annual plan cost, in whole percent. */
export function roi(inputs: CalculatorInputs): number {
  const gain = potentialRevenue(inputs) + costSavings(inputs);
  return Math.round(((gain - annualPlanCost) / annualPlanCost) * 100);
}

export function calculateRoi(inputs: CalculatorInputs) {
  return {
    potentialRevenue: Math.round(potentialRevenue(inputs)),
    costSavings: Math.round(costSavings(inputs)),
    hoursReclaimed: hoursReclaimed(inputs.teamMembersOnCalls),
    roi: roi(inputs),
  };
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** '$31,200': US dollars, no decimals. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
