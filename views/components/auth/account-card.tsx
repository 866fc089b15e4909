import type { ReactNode } from 'react';

/** The narrow centred card the blog's sign-in and registration screens share. */
export function AccountCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{subtitle}</p>
        {children}
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </section>
    </div>
  );
}
