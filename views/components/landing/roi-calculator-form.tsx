import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { calculateRoi, calculatorDefaults, industries, type Industry } from '#src/calculator/roi';
import { calculatorSchema } from '#src/schemas/calculator';
import { CalculatorField, fieldBorder } from './calculator-field';
import { RoiResults } from './roi-results';

type FormInput = z.input<typeof calculatorSchema>;
type FormOutput = z.output<typeof calculatorSchema>;

const industryOptions = Object.entries(industries) as [Industry, (typeof industries)[Industry]][];

function isIndustry(value: string): value is Industry {
  return Object.hasOwn(industries, value);
}

/** The ROI calculator: numbers with their bounds (SPEC §5), results once Calculate is pressed. */
export function RoiCalculatorForm() {
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
  const number = (name: Exclude<keyof FormInput, 'industry'>) =>
    register(name, { valueAsNumber: true });

  const submit = handleSubmit(
    (values) => setResults(calculateRoi(values)),
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
        <div>
          <label htmlFor="roi-industry" className="block text-sm font-medium text-slate-800">
            Primary Industry
          </label>
          <select
            id="roi-industry"
            defaultValue={calculatorDefaults.industry}
            aria-invalid={errors.industry ? true : undefined}
            aria-describedby={errors.industry ? 'roi-industry-error' : undefined}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 ${
              errors.industry ? fieldBorder.invalid : fieldBorder.normal
            }`}
            {...industry}
          >
            <option value="">Select your industry</option>
            {industryOptions.map(([value, option]) => (
              <option key={value} value={value}>
                {option.label}
              </option>
            ))}
          </select>
          {errors.industry && (
            <p id="roi-industry-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.industry.message}
            </p>
          )}
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <CalculatorField
            name="dailyCalls"
            label="Daily Calls"
            min={1}
            max={100}
            step={1}
            defaultValue={calculatorDefaults.dailyCalls}
            registration={number('dailyCalls')}
            error={errors.dailyCalls?.message}
          />
          <CalculatorField
            name="missedCallPercentage"
            label="Missed Calls"
            unit="%"
            min={0}
            max={100}
            step={1}
            defaultValue={calculatorDefaults.missedCallPercentage}
            registration={number('missedCallPercentage')}
            error={errors.missedCallPercentage?.message}
          />
          <CalculatorField
            name="revenuePerCustomer"
            label="Revenue per Customer"
            unit="$"
            min={0}
            step={1}
            defaultValue={calculatorDefaults.revenuePerCustomer}
            registration={number('revenuePerCustomer')}
            error={errors.revenuePerCustomer?.message}
          />
          <CalculatorField
            name="conversionRate"
            label="Conversion Rate"
            unit="%"
            min={0}
            max={100}
            step={0.1}
            defaultValue={calculatorDefaults.conversionRate}
            registration={number('conversionRate')}
            error={errors.conversionRate?.message}
          />
          <CalculatorField
            name="staffHourlyCost"
            label="Staff Hourly Cost"
            unit="$"
            min={0}
            step={1}
            defaultValue={calculatorDefaults.staffHourlyCost}
            registration={number('staffHourlyCost')}
            error={errors.staffHourlyCost?.message}
          />
          <CalculatorField
            name="teamMembersOnCalls"
            label="Team Members on Calls"
            min={1}
            max={20}
            step={1}
            defaultValue={calculatorDefaults.teamMembersOnCalls}
            registration={number('teamMembersOnCalls')}
            error={errors.teamMembersOnCalls?.message}
          />
        </div>
        <button
          type="submit"
          className="mt-6 w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800"
        >
          Calculate
        </button>
      </form>
      <RoiResults results={results} />
    </div>
  );
}
