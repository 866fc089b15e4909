import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const fieldBorder = {
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
