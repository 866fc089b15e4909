import type { ReactNode } from 'react';

export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The top of a marketing page: eyebrow, the page's only h1, a lead paragraph, actions and artwork. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
  note,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image?: Illustration;
  /** The calls to action. */
  children?: ReactNode;
  /** A line under the actions, e.g. the demo phone number. */
  note?: ReactNode;
}) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-2 lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" />
            {eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-700">{lead}</p>
          {children && <div className="mt-8 flex flex-col gap-4 sm:flex-row">{children}</div>}
          {note && <p className="mt-6 text-sm text-slate-700">{note}</p>}
        </div>
        {image && (
          <img {...image} fetchPriority="high" className="mx-auto h-auto w-full max-w-xl" />
        )}
      </div>
    </section>
  );
}

/** The demo line's number in a hero note: a link that dials it, never broken across lines. */
export function DemoLineLink({ phone }: { phone: string }) {
  return (
    <a
      className="whitespace-nowrap font-semibold text-brand-800 underline"
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
    >
      {phone}
    </a>
  );
}
