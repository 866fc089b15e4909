import type { ReactNode } from 'react';

/** A titled part of the dashboard, `intro` under its heading. */
export function AnalyticsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
