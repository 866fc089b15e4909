import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-brand-700 font-semibold text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
  ghost: 'font-medium text-brand-800 hover:bg-brand-50',
  'ghost-danger': 'font-medium text-red-700 hover:bg-red-50',
} as const;

const sizes = {
  md: 'px-4 py-2 text-sm',
  sm: 'px-3 py-1.5 text-sm',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The admin's button look, also for links that act as buttons (`<a className={...}>`). */
export function buttonStyle(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `inline-flex items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]}`;
}

/** A button of the admin: `type="button"` unless told otherwise, so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button
      type={type}
      {...button}
      className={`${buttonStyle(variant, size)} ${className ?? ''}`}
    />
  );
}
