import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { calculateRoi, calculatorDefaults, industries } from '#src/calculator/roi';
import { track } from '#src/content/track';
import { calculatorSchema } from '#src/schemas/calculator';
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

/** The ROI calculator: numbers with their bounds, results once Calculate is pressed. */
export function RoiCalculatorForm({
  words,
  pagePath,
}: {
  words: ResultsWords & { calculateLabel: string };
  pagePath: string;
}) {
  const [results, setResults] = useState<ReturnType<typeof calculateRoi> | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(calculatorSchema),
    defaultValues: calculatorDefaults,
  });

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

  // Analytics count the calculator's first use on a page, not every recalculation.
  const [counted, setCounted] = useState(false);
  const submit = handleSubmit(
    (values) => {
      setResults(calculateRoi(values));
      if (counted) return;
      track('calculator');
      setCounted(true);
    },
    () => setResults(null),
  );

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <form
        onSubmit={submit}
        noValidate
        aria-label="ROI calculator"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
      >
        <IndustrySelect registration={industry} error={errors.industry?.message} />
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {numberFields.map((field) => (
            <CalculatorField
              key={field.name}
              {...field}
              defaultValue={calculatorDefaults[field.name]}
              registration={register(field.name, { valueAsNumber: true })}
              error={errors[field.name]?.message}
            />
          ))}
        </div>
        <button
          type="submit"
          className="mt-6 w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800"
        >
          {words.calculateLabel}
        </button>
      </form>
      <RoiResults results={results} words={words} pagePath={pagePath} />
    </div>
  );
}
