import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { industries, type Industry } from '#src/calculator/roi';

const fieldBorder = {
  normal: 'border-slate-400 focus:border-brand-600 focus:ring-brand-100',
  invalid: 'border-red-600 focus:border-red-600 focus:ring-red-100',
};

/** A labelled number input of the calculator with its unit and its message. */
export function CalculatorField({
  name,
  label,
  unit,
  error,
  registration,
  ...input
}: {
  name: string;
  label: string;
  unit?: '$' | '%';
  error?: string;
  registration: UseFormRegisterReturn;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'step' | 'defaultValue'>) {
  const id = `roi-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        {unit === '$' && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
            $
          </span>
        )}
        <input
          id={id}
          type="number"
          inputMode="decimal"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full rounded-lg border bg-white py-2 text-slate-900 focus:outline-none focus:ring-2 ${
            unit === '$' ? 'pl-7 pr-3' : unit === '%' ? 'pl-3 pr-8' : 'px-3'
          } ${error ? fieldBorder.invalid : fieldBorder.normal}`}
          {...input}
          {...registration}
        />
        {unit === '%' && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">
            %
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const industryOptions = Object.entries(industries) as [Industry, (typeof industries)[Industry]][];

/** The calculator's first question, which sets the usual conversion rate of the industry. */
export function IndustrySelect({
  registration,
  defaultValue,
  error,
}: {
  registration: UseFormRegisterReturn;
  defaultValue: string;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor="roi-industry" className="block text-sm font-medium text-slate-800">
        Primary Industry
      </label>
      <select
        id="roi-industry"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'roi-industry-error' : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 ${
          error ? fieldBorder.invalid : fieldBorder.normal
        }`}
        {...registration}
      >
        <option value="">Select your industry</option>
        {industryOptions.map(([value, option]) => (
          <option key={value} value={value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id="roi-industry-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
