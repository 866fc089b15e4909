import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { z } from 'zod';
import { ApiError } from './admin-api';

/** Buttons of the content screens, in the admin's colours. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60',
  link: 'text-sm font-medium text-brand-800 underline-offset-2 hover:underline',
} as const;

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse of one of the shared schemas. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A refused save: the server's per-field messages, or its message on the form as a whole. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    return Object.keys(error.fieldErrors).length ? error.fieldErrors : { form: error.message };
  }
  return { form: 'Something went wrong. Please try again.' };
}

function FieldShell({
  id,
  label,
  error,
  hint,
  counter,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  counter?: { length: number; max: number; min?: number } | undefined;
  children: ReactNode;
}) {
  const outside =
    counter && (counter.length > counter.max || (counter.min && counter.length < counter.min));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {counter ? (
          <span
            id={`${id}-counter`}
            className={`text-xs tabular-nums ${outside ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {counter.length}/{counter.max}
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-message`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    error ? 'border-red-600' : 'border-slate-300 focus:border-brand-600'
  }`;

function describedBy(
  id: string,
  parts: { error?: string | undefined; hint?: unknown; counter?: unknown },
) {
  const ids = [
    parts.error ? `${id}-message` : null,
    parts.hint ? `${id}-hint` : null,
    parts.counter ? `${id}-counter` : null,
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  counter?: { length: number; max: number; min?: number } | undefined;
};

export function TextField({
  id,
  label,
  error,
  hint,
  counter,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} counter={counter}>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, counter })}
        className={controlClass(error)}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  counter,
  className,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} counter={counter}>
      <textarea
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, counter })}
        className={`${controlClass(error)} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

/** A message about the whole form or list (a failed load, a refusal without a field). */
export function FormAlert({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      {message}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
      {children}
    </p>
  );
}

/** A white panel grouping one part of a screen, titled for screen-reader navigation. */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function formatDate(value: string | Date) {
  return new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
