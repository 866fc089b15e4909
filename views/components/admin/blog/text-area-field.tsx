import type { TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A labelled text area with its message underneath, like `FormField` for inputs. */
export function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  ...textarea
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        {...textarea}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
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
