import type { ReactNode } from 'react';

/** The closing call to action of a page, on a dark band. */
export function CtaBand({
  id = 'get-started',
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-brand-900">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
