import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { calculateRoi, calculatorDefaults, industries } from '#src/calculator/roi';
import { track } from '#src/content/track';
import { calculatorInputOf, calculatorSchema } from '#src/schemas/calculator';
import type { FormOutcome } from '#src/schemas/page-forms';
import { useTypedValues } from '../../hooks/use-typed-values';
import { PageForm, usePageFormOutcome } from '../page-form';
import { CalculatorField, IndustrySelect } from './calculator-field';
import { RoiResults, type ResultsWords } from './roi-results';

type FormInput = z.input<typeof calculatorSchema>;
type FormOutput = z.output<typeof calculatorSchema>;
type NumberName = Exclude<keyof FormInput, 'industry'>;

/** The number fields in the order they show, with their bounds (SPEC §5). */
const numberFields: {
  name: NumberName;
  label: string;
  unit?: '$' | '%';
  min: number;
  max?: number;
  step: number;
}[] = [
  { name: 'dailyCalls', label: 'Daily Calls', min: 1, max: 100, step: 1 },
  { name: 'missedCallPercentage', label: 'Missed Calls', unit: '%', min: 0, max: 100, step: 1 },
  { name: 'revenuePerCustomer', label: 'Revenue per Customer', unit: '$', min: 0, step: 1 },
  { name: 'conversionRate', label: 'Conversion Rate', unit: '%', min: 0, max: 100, step: 0.1 },
  { name: 'staffHourlyCost', label: 'Staff Hourly Cost', unit: '$', min: 0, step: 1 },
  { name: 'teamMembersOnCalls', label: 'Team Members on Calls', min: 1, max: 20, step: 1 },
];

const isIndustry = (value: string): value is keyof typeof industries =>
  Object.hasOwn(industries, value);

function CalculateButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="mt-6 w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800"
    >
      {label}
    </button>
  );
}

/** The results of a calculation the server made without scripts, when it made one. */
function resultsOf(outcome: FormOutcome | null) {
  const input = outcome?.accepted
    ? calculatorSchema.safeParse(calculatorInputOf(outcome.values))
    : null;
  return input?.success ? calculateRoi(input.data) : null;
}

/** Analytics count the calculator's first use on a page, not every recalculation. */
function useFirstUseCount() {
  const [counted, setCounted] = useState(false);
  return () => {
    if (counted) return;
    track('calculator');
    setCounted(true);
  };
}

/**
 * The ROI calculator: numbers with their bounds, results once Calculate is pressed. Without
 * scripts the server calculates (src/page-forms.ts) and the page comes back with the figures
 * typed and the results, or the reasons.
 */
export function RoiCalculatorForm({
  words,
  pagePath,
}: {
  words: ResultsWords & { calculateLabel: string };
  pagePath: string;
}) {
  const outcome = usePageFormOutcome('calculator');
  const [results, setResults] = useState(() => resultsOf(outcome));
  const shown = (name: keyof FormInput) =>
    outcome?.values[name] ?? String(calculatorDefaults[name]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(calculatorSchema),
    defaultValues: outcome ? calculatorInputOf(outcome.values) : calculatorDefaults,
  });
  const keepTyped = useTypedValues(setValue);
  /** The browser's reason, else the server's until the form is sent again. */
  const errorOf = (name: keyof FormInput) =>
    errors[name]?.message ?? (isSubmitted ? undefined : outcome?.errors[name]);

  // Choosing an industry fills in its usual conversion rate.
  const industry = register('industry', {
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (isIndustry(value)) {
        setValue('conversionRate', industries[value].defaultConversionRate, {
          shouldValidate: isSubmitted,
        });
      }
    },
  });

  const countUse = useFirstUseCount();
  const submit = handleSubmit(
    (values) => {
      setResults(calculateRoi(values));
      countUse();
    },
    () => setResults(null),
  );

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <PageForm
        intent="calculator"
        id="roi-calculator"
        anchor="roi-calculator"
        onSubmit={submit}
        noValidate
        aria-label="ROI calculator"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
      >
        <IndustrySelect
          registration={keepTyped(industry)}
          defaultValue={shown('industry')}
          error={errorOf('industry')}
        />
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {numberFields.map((field) => (
            <CalculatorField
              key={field.name}
              {...field}
              defaultValue={shown(field.name)}
              registration={keepTyped(register(field.name, { valueAsNumber: true }))}
              error={errorOf(field.name)}
            />
          ))}
        </div>
        <CalculateButton label={words.calculateLabel} />
      </PageForm>
      <RoiResults results={results} words={words} pagePath={pagePath} />
    </div>
  );
}
