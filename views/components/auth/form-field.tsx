import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A labelled input with its message underneath, wired for screen readers. */
export function FormField({
  id,
  label,
  registration,
  error,
  ...input
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
          error ? 'border-red-600' : 'border-slate-300 focus:border-brand-600'
        }`}
      />
      {error?.message ? (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export const primaryButtonClass =
  'w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
