import type { ReactNode } from 'react';

const tones = {
  white: 'bg-white',
  tinted: 'bg-slate-50',
  brand: 'bg-brand-50',
} as const;

/** A page section with its h2 (and optional eyebrow and intro), labelled for screen readers. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  centered = false,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 ${tones[tone]}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-title`}
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg leading-8 text-slate-700">{intro}</div>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
