import type { ReactNode } from 'react';

/** What a landing section's heading says. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

/** The eyebrow, h2 and introduction that open a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  inverted = false,
  align = 'center',
}: SectionCopy & {
  id: string;
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
      <div className={`mt-4 text-lg ${inverted ? 'text-brand-50' : 'text-slate-700'}`}>
        <p>{intro}</p>
      </div>
    </div>
  );
}

/** A landing section: its anchor (which the header's links scroll to), its heading, then the content. */
export function LandingSection({
  id,
  heading,
  tinted = false,
  dark = false,
  narrow = false,
  children,
}: {
  id: string;
  heading: SectionCopy;
  /** On light grey. */
  tinted?: boolean;
  /** White text on the darkest brand colour. */
  dark?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 py-20 ${dark ? 'bg-brand-900' : tinted ? 'bg-slate-50' : ''}`}
    >
      <div className={`mx-auto px-4 sm:px-6 ${narrow ? 'max-w-4xl' : 'max-w-7xl'}`}>
        <SectionHeading id={`${id}-title`} {...heading} inverted={dark} />
        {children}
      </div>
    </section>
  );
}
