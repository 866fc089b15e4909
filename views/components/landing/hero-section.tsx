import { usePageContext } from 'vike-react/usePageContext';

/** The opening section: tagline, the 24/7 claim and the two calls to action. */
export function HeroSection() {
  const { site } = usePageContext();
  return (
    <section
      id="home"
      className="scroll-mt-20 relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 lg:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
          <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" />
          Ava answers your calls 24/7, even nights, weekends and holidays
        </p>
        <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
          {site.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">
          Meet Ava, the AI receptionist that picks up every call, captures every lead and books
          appointments straight into your calendar, at a fraction of the cost of front-desk staff.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <a
            href="#booking"
            className="rounded-lg bg-brand-700 px-6 py-3 text-center font-semibold text-white shadow hover:bg-brand-800"
          >
            Start Saving Time Today →
          </a>
          <a
            href="#meet-ava"
            className="rounded-lg bg-white px-6 py-3 text-center font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            See How Ava Works for You →
          </a>
        </div>
        <p className="mt-8 text-sm text-slate-600">
          Prefer to hear her first? Call our demo line at{' '}
          <a
            className="whitespace-nowrap font-semibold text-brand-800 underline"
            href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
          >
            {site.phone}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
