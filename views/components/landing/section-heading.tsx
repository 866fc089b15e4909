import type { ReactNode } from 'react';

/** The eyebrow, h2 and introduction that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  inverted = false,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  inverted?: boolean;
  /** 'start' lines the heading up with content beside it from the large breakpoint on. */
  align?: 'center' | 'start';
}) {
  return (
    <div
      className={`mx-auto max-w-3xl text-center ${align === 'start' ? 'lg:mx-0 lg:text-left' : ''}`}
    >
      <p
        className={`text-sm font-semibold uppercase tracking-wider ${inverted ? 'text-brand-100' : 'text-brand-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children && (
        <div className={`mt-4 text-lg ${inverted ? 'text-brand-50' : 'text-slate-700'}`}>
          {children}
        </div>
      )}
    </div>
  );
}
